import { txidDoPagamento } from '@skyler/domain/pagamentos';
import { dec, toProviderCents } from '@skyler/domain/precos/dinheiro';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { brCodeEstatico } from '../../modules/pagamentos/pix.ts';
import { createAuditLog } from '../../platform/audit-log.ts';
import type { DbOrTx } from '../client.ts';
import { pagamentos } from '../schema/index.ts';
import { AGENCIA_DEMO } from './agencia-demo.ts';

/** A day from the demo's clock, as a timestamp. */
const daqui = (horas: number) => new Date(Date.now() + horas * 3_600_000);

/**
 * The demo's charges (decision 0087): the newest open payment not by card becomes a Pix with a Pagar.me
 * order (its copy-and-paste code, valid for a day), the next a Pix with the agency's static BR Code (its CNPJ
 * as the key), the third a boleto from the gateway. Each with its audit row, as "Gerar cobrança" leaves.
 */
export async function seedCobrancasDemo(tx: DbOrTx): Promise<void> {
  const abertos = await tx
    .select()
    .from(pagamentos)
    .where(and(eq(pagamentos.status, 'nao_efetuado'), isNull(pagamentos.pagarme_id)))
    .orderBy(desc(pagamentos.id));
  // the demo's sales are invoiced by card and transfer: the newest open payments not by card become the
  // client's Pix (two) and a company's boleto (one), as finance would have scheduled them
  const livres = abertos.filter((p) => p.meio_pagamento !== 'pagarme');
  const [gateway, estatico, boleto] = [
    livres[0] && { ...livres[0], meio_pagamento: 'pix' },
    livres[1] && { ...livres[1], meio_pagamento: 'pix' },
    livres[2] && { ...livres[2], meio_pagamento: 'boleto' },
  ];
  const centavos = (p: typeof pagamentos.$inferSelect) =>
    toProviderCents(dec(p.valor).plus(p.taxa_meio_pagamento));
  const escrever = async (
    p: typeof pagamentos.$inferSelect,
    colunas: Partial<typeof pagamentos.$inferInsert>,
    tipo: string,
  ) => {
    await tx
      .update(pagamentos)
      .set({ ...colunas, meio_pagamento: p.meio_pagamento, num_parcelas: 1 })
      .where(eq(pagamentos.id, p.id));
    await createAuditLog(tx, {
      tipo,
      usuario: null,
      venda: p.venda,
      antes: { pagarme_id: null, pix_txid: null, boleto_linha: null },
      depois: colunas,
      meta: { entidade: 'pagamento', id: p.id },
    });
  };
  if (gateway) {
    const pedido = `or_demopix${String(gateway.id).padStart(6, '0')}`;
    const url = `https://api.pagar.me/core/v5/transactions/tran_${pedido}/qrcode`;
    await escrever(
      gateway,
      {
        pagarme_id: pedido,
        pagarme_centavos: centavos(gateway),
        pix_txid: txidDoPagamento(gateway.id),
        pix_copia_e_cola: `00020101021226${String(url.length + 22).padStart(2, '0')}0014br.gov.bcb.pix25${String(url.length).padStart(2, '0')}${url}5204000053039865802BR5925SKYLER VIAGENS E TURISMO6009SAO PAULO62070503***6304B1F4`,
        pix_origem: 'gateway',
        pix_expira_em: daqui(20),
      },
      'pagamento_pix',
    );
  }
  if (estatico) {
    await escrever(
      estatico,
      {
        pix_txid: txidDoPagamento(estatico.id),
        pix_copia_e_cola: brCodeEstatico({
          chave: AGENCIA_DEMO.cnpj,
          nome: AGENCIA_DEMO.nome,
          cidade: 'São Paulo',
          valor: dec(estatico.valor).plus(estatico.taxa_meio_pagamento).toFixed(2),
          txid: txidDoPagamento(estatico.id),
        }),
        pix_origem: 'estatico',
        pix_expira_em: null,
      },
      'pagamento_pix',
    );
  }
  if (boleto) {
    const pedido = `or_demobol${String(boleto.id).padStart(6, '0')}`;
    const vencimento = boleto.data_vencimento ?? daqui(72).toISOString().slice(0, 10);
    await escrever(
      boleto,
      {
        pagarme_id: pedido,
        pagarme_centavos: centavos(boleto),
        boleto_linha:
          `2379338128600000${String(centavos(boleto)).padStart(10, '0')}1234567890123456789012`.slice(0, 47),
        boleto_url: `https://api.pagar.me/core/v5/transactions/tran_${pedido}/pdf`,
        boleto_vencimento: vencimento,
      },
      'pagamento_boleto',
    );
  }
}
