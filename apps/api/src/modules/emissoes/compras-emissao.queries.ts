import type { CampoFormador, TipoEmissao } from '@skyler/domain/emissoes';
import { custosDasCompras } from '@skyler/domain/precos/custo-real';
import { type Dec, dec, moneyString, sum } from '@skyler/domain/precos/dinheiro';
import { fatorMoeda } from '@skyler/domain/precos/moedas';
import { asc, eq, inArray, min } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  cotacoes,
  emissoes,
  fornecedores_provedores,
  milhas_validadas,
  moedas,
  subcotacoes,
} from '../../db/schema/index.ts';
import { anoDaCotacao } from '../cotacoes/cotacoes.service.ts';
import { cambioDaCotacao } from '../moedas/cambio-da-cotacao.ts';

/** The forming field that a miles or wallet ticket's purchase pays (decision 0037); null for other types. */
export function campoDaCompra(tipo: TipoEmissao): CampoFormador | null {
  if (tipo === 'emissao_voo_milha') return 'milheiro';
  if (tipo === 'emissao_voo_wallet') return 'custo_bilhete';
  return null;
}

/** What was bought for the ticket, per supplier: the payable's value and who it is owed to. */
export type CompraPorFornecedor = { fornecedor: number | null; valor: string };

export type ComprasDaEmissao = {
  campo: CampoFormador;
  /** what the ticket cost: every line, the agency's own accounts' miles at their own cost included */
  total: string;
  /** what is owed, per supplier: the lines bought from third parties */
  porFornecedor: CompraPorFornecedor[];
  /** the part of `total` taken from the agency's own accounts (paid from its stock, no order) */
  proprio: string;
};

/**
 * A miles or wallet issuance's validated purchases as payables (decision 0037): each line costs what
 * `custosDasCompras` says (decision 0069: miles × price per thousand paid, or its share of the ticket's price
 * in reais less its discount, rounded once), as the "Compras validadas" list and its export show, and is owed to the
 * supplier of the account's provider (the lowest-numbered supplier that lists it; the issuance's supplier
 * when none does). A miles line of one of the agency's own accounts is not owed to anyone: its miles came
 * from the agency's stock, at the own cost per thousand stored on the line (decision 0068). Null when the issuance is of another type or its ticket has no validated line.
 */
export async function findComprasDaEmissao(db: DbOrTx, emissaoId: number): Promise<ComprasDaEmissao | null> {
  const [row] = await db
    .select({
      tipo: emissoes.tipo,
      fornecedor: emissoes.fornecedor,
      subcotacao: emissoes.subcotacao,
      custo_bilhete: subcotacoes.custo_bilhete,
      moeda: subcotacoes.moeda,
      data: cotacoes.data_hora_cotacao,
      cambios: cotacoes.cambios,
    })
    .from(emissoes)
    .innerJoin(cotacoes, eq(cotacoes.id, emissoes.cotacao))
    .leftJoin(subcotacoes, eq(subcotacoes.id, emissoes.subcotacao))
    .where(eq(emissoes.id, emissaoId));
  const campo = row ? campoDaCompra(row.tipo) : null;
  if (!row || !campo || row.subcotacao === null) return null;
  const compras = await db
    .select({
      tipo: milhas_validadas.tipo,
      valor: milhas_validadas.valor,
      valor_compra: milhas_validadas.valor_compra,
      desagio_compra: milhas_validadas.desagio_compra,
      provedor: milhas_validadas.provedor_milhas,
      conta_propria: milhas_validadas.conta_propria,
    })
    .from(milhas_validadas)
    .where(eq(milhas_validadas.subcotacao, row.subcotacao))
    .orderBy(asc(milhas_validadas.id));
  if (compras.length === 0) return null;
  // a miles line of an own account is paid from the agency's stock
  const doEstoque = (compra: (typeof compras)[number]) => compra.conta_propria && compra.tipo === 'milha';

  let fator: Dec = dec(1);
  if (row.moeda !== null) {
    const [moeda] = await db
      .select({ id: moedas.id, sigla: moedas.sigla, cambio: moedas.cambio })
      .from(moedas)
      .where(eq(moedas.id, row.moeda));
    if (moeda)
      fator = fatorMoeda({
        sigla: moeda.sigla,
        cambio: cambioDaCotacao(row.cambios, moeda),
        ano: anoDaCotacao(row.data),
      });
  }
  const custos = custosDasCompras(compras, { custoBilhete: row.custo_bilhete ?? '0', fator });

  const provedores = [
    ...new Set(compras.flatMap((c) => (c.provedor === null || doEstoque(c) ? [] : [c.provedor]))),
  ];
  const fornecedorDe = new Map(
    provedores.length === 0
      ? []
      : (
          await db
            .select({
              provedor: fornecedores_provedores.provedor_id,
              fornecedor: min(fornecedores_provedores.fornecedor_id),
            })
            .from(fornecedores_provedores)
            .where(inArray(fornecedores_provedores.provedor_id, provedores))
            .groupBy(fornecedores_provedores.provedor_id)
        ).map((r) => [r.provedor, r.fornecedor]),
  );
  const porFornecedor = new Map<number | null, Dec>();
  compras.forEach((compra, i) => {
    if (doEstoque(compra)) return;
    const doProvedor = compra.provedor === null ? undefined : fornecedorDe.get(compra.provedor);
    const fornecedor = doProvedor ?? row.fornecedor;
    porFornecedor.set(fornecedor, (porFornecedor.get(fornecedor) ?? dec(0)).plus(custos[i] ?? 0));
  });
  return {
    campo,
    total: moneyString(sum(custos)),
    porFornecedor: [...porFornecedor].map(([fornecedor, valor]) => ({
      fornecedor,
      valor: moneyString(valor),
    })),
    proprio: moneyString(
      sum(custos.filter((_custo, i) => doEstoque(compras[i] as (typeof compras)[number]))),
    ),
  };
}
