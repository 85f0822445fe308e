import { camposFormadores, type LinhaPagamentoEmissao, type TipoEmissao } from '@skyler/domain/emissoes';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartoes, emissoes_pagamentos } from '../../db/schema/index.ts';

/** The issuance's payment lines in the order of its type's forming fields. */
export async function findPagamentosEmissao(
  db: DbOrTx,
  emissao: { id: number; tipo: TipoEmissao },
): Promise<LinhaPagamentoEmissao[]> {
  const rows = await db
    .select({ linha: emissoes_pagamentos, cartao: cartoes })
    .from(emissoes_pagamentos)
    .leftJoin(cartoes, eq(cartoes.id, emissoes_pagamentos.cartao))
    .where(eq(emissoes_pagamentos.emissao, emissao.id));
  const ordem = camposFormadores(emissao.tipo);
  const posicao = (campo: string) => {
    const indice = ordem.indexOf(campo as (typeof ordem)[number]);
    return indice === -1 ? ordem.length : indice;
  };
  return rows
    .sort(
      (a, b) => posicao(a.linha.campo_formador) - posicao(b.linha.campo_formador) || a.linha.id - b.linha.id,
    )
    .map(({ linha, cartao }) => ({
      id: linha.id,
      campo_formador: linha.campo_formador,
      responsavel: linha.responsavel,
      cartao,
      servico: linha.servico,
      emissao: linha.emissao,
      valor: linha.valor,
      tipo_rac: null,
    }));
}
