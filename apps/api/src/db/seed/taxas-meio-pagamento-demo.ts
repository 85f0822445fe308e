import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { taxas_meio_pagamento, usuarios } from '../schema/index.ts';

/**
 * The demo's fee table (decision 0067), with Brazilian acquirers' usual rates: card at sight, 2 to 6
 * instalments and 7 to 12 (a row covers the counts up to the next one), Pix by percent, boleto by a fixed
 * amount. Pagar.me's card at sight changed a month ago: its old row is in the history.
 */
export const TAXAS_DEMO: readonly {
  meio_pagamento: string;
  num_parcelas: number;
  percentual: string;
  fixo: string;
}[] = [
  { meio_pagamento: 'pagarme', num_parcelas: 1, percentual: '3.19', fixo: '0' },
  { meio_pagamento: 'pagarme', num_parcelas: 2, percentual: '3.79', fixo: '0' },
  { meio_pagamento: 'pagarme', num_parcelas: 7, percentual: '4.29', fixo: '0' },
  { meio_pagamento: 'rede', num_parcelas: 1, percentual: '3.09', fixo: '0' },
  { meio_pagamento: 'rede', num_parcelas: 2, percentual: '3.69', fixo: '0' },
  { meio_pagamento: 'rede', num_parcelas: 7, percentual: '4.19', fixo: '0' },
  { meio_pagamento: 'cielo', num_parcelas: 1, percentual: '3.15', fixo: '0' },
  { meio_pagamento: 'infinitypay', num_parcelas: 1, percentual: '2.69', fixo: '0' },
  { meio_pagamento: 'pix', num_parcelas: 1, percentual: '0.99', fixo: '0' },
  { meio_pagamento: 'boleto', num_parcelas: 1, percentual: '0', fixo: '3.49' },
];

export async function seedTaxasMeioPagamentoDemo(tx: DbOrTx, { agora = new Date() } = {}): Promise<void> {
  const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'admin'));
  const desde = new Date(agora.getTime() - 90 * 86_400_000);
  const troca = new Date(agora.getTime() - 30 * 86_400_000);
  await tx.insert(taxas_meio_pagamento).values({
    meio_pagamento: 'pagarme',
    num_parcelas: 1,
    percentual: '2.99',
    fixo: '0',
    versao: 1,
    created_by: admin?.id ?? null,
    created_at: desde,
    archived_at: troca,
  });
  await tx.insert(taxas_meio_pagamento).values(
    TAXAS_DEMO.map((taxa) => {
      const trocada = taxa.meio_pagamento === 'pagarme' && taxa.num_parcelas === 1;
      return {
        ...taxa,
        versao: trocada ? 2 : 1,
        created_by: admin?.id ?? null,
        created_at: trocada ? troca : desde,
      };
    }),
  );
}
