import { isEmissaoVoo } from '@skyler/domain/emissoes';
import type { DecimalInput } from '@skyler/domain/precos/dinheiro';
import { anoDaCotacao } from '@skyler/domain/precos/moedas';
import { type OrdemEmReais, ordemEmReais } from '@skyler/domain/precos/ordem-em-reais';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cotacoes, emissoes, moedas, subcotacoes } from '../../db/schema/index.ts';
import { campoDaCompra } from '../emissoes/compras-emissao.queries.ts';
import { cambioDaCotacao } from '../moedas/cambio-da-cotacao.ts';

/** Turns a forming field's amount (as the payment line has it) into the order owed in reais. */
export type ConversorDaEmissao = (campo: string, valor: DecimalInput) => OrdemEmReais;

const emReais: ConversorDaEmissao = (_campo, valor) =>
  ordemEmReais({ valorMoeda: valor, sigla: 'BRL', cambio: 1, ano: 0 });

/**
 * How an issuance's payment lines become reais (decision 0064): a line is the quote's field in the quote's
 * currency (a hotel, car or other service) or in the ticket's (a flight's fares and fees), converted at the
 * rate the quote was priced with (`cotacoes.cambios`, decision 0041), its year and the currency's multiplier.
 * RAV, a miles ticket's cost and what was bought for a validated miles or wallet ticket are already reais.
 */
export async function conversorDaEmissao(
  tx: DbOrTx,
  emissaoId: number,
  comCompras: boolean,
): Promise<ConversorDaEmissao> {
  const [row] = await tx
    .select({
      tipo: emissoes.tipo,
      moedaCotacao: cotacoes.moeda,
      moedaBilhete: subcotacoes.moeda,
      cambios: cotacoes.cambios,
      data: cotacoes.data_hora_cotacao,
    })
    .from(emissoes)
    .innerJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .leftJoin(subcotacoes, eq(subcotacoes.id, emissoes.subcotacao))
    .where(eq(emissoes.id, emissaoId));
  if (!row) return emReais;
  const moedaId = isEmissaoVoo(row.tipo) ? row.moedaBilhete : row.moedaCotacao;
  if (moedaId === null) return emReais;
  const [moeda] = await tx
    .select({ id: moedas.id, sigla: moedas.sigla, cambio: moedas.cambio })
    .from(moedas)
    .where(eq(moedas.id, moedaId));
  if (!moeda || moeda.sigla.toUpperCase() === 'BRL') return emReais;
  const cambio = cambioDaCotacao(row.cambios, moeda);
  const ano = anoDaCotacao(row.data);
  const compra = campoDaCompra(row.tipo);
  return (campo, valor) => {
    const jaEmReais =
      campo === 'rav' ||
      (row.tipo === 'emissao_voo_milha' && campo === 'milheiro') ||
      (comCompras && campo === compra);
    return jaEmReais
      ? emReais(campo, valor)
      : ordemEmReais({ valorMoeda: valor, sigla: moeda.sigla, cambio, ano });
  };
}
