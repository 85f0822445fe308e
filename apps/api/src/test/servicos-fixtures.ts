import { type CotacaoSaveInput, type CotacaoView, ZCotacao } from '@skyler/domain/cotacoes';
import type { TipoOrcamento } from '@skyler/domain/orcamentos';
import type { InformacaoPagamento } from '@skyler/domain/servicos';
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  beneficiarios,
  contatos,
  cotacoes,
  logs,
  notificacoes,
  pagamentos,
  pagamentos_servicos,
  servicos,
} from '../db/schema/index.ts';
import type { TestApp } from './app.ts';
import {
  corpoCarro,
  corpoHotel,
  corpoOutro,
  corpoVoo,
  criarOrcamento,
  criarVenda,
  type Ids,
} from './fixtures.ts';

const CORPO: Record<TipoOrcamento, (ids: Ids) => CotacaoSaveInput> = {
  orcamento_voo: (ids) => corpoVoo(ids),
  orcamento_hotel: (ids) => corpoHotel(ids),
  orcamento_carro: (ids) => corpoCarro(ids),
  orcamento_outro: (ids) => corpoOutro(ids),
};

/** A sale in proposta whose cart holds one quote of each kind given, in that order. */
export async function prepararCarrinho(
  t: TestApp,
  ids: Ids,
  tipos: readonly TipoOrcamento[],
): Promise<{ venda: number; cotacoes: CotacaoView[] }> {
  const venda = await criarVenda(t.db);
  const criadas: CotacaoView[] = [];
  for (const tipo of tipos) {
    const orcamento = await criarOrcamento(t.db, { venda, tipo });
    const response = await t.injectAs('cotador', {
      method: 'POST',
      url: `/api/orcamentos/${orcamento}/cotacoes/`,
      payload: CORPO[tipo](ids),
    });
    expect(response.statusCode, response.body).toBe(201);
    const cotacao = ZCotacao.parse(response.json());
    const carrinho = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda}/carrinho/`,
      payload: { cotacao: cotacao.id },
    });
    expect(carrinho.statusCode, carrinho.body).toBe(200);
    criadas.push(cotacao);
  }
  return { venda, cotacoes: criadas };
}

/** The first `n` contacts of the demo data. */
export async function contatosDemo(t: TestApp, n: number): Promise<number[]> {
  const linhas = await t.db.select({ id: contatos.id }).from(contatos).orderBy(asc(contatos.id)).limit(n);
  if (linhas.length < n) throw new Error(`only ${linhas.length} demo contacts`);
  return linhas.map((l) => l.id);
}

/** Cash payment terms of a quote with a contact responsible, as the dialog sends them by default. */
export function infoAVista(
  cotacao: number,
  responsavel: number,
  extra: Partial<InformacaoPagamento> = {},
): InformacaoPagamento {
  return {
    cotacao,
    name: 'pagamentoAVista',
    desconto: '0',
    responsavel_financeiro: responsavel,
    ...extra,
  } as InformacaoPagamento;
}

export async function contarLinhas(t: TestApp) {
  const n = async (
    tabela: typeof servicos | typeof pagamentos | typeof pagamentos_servicos | typeof logs,
  ) => {
    const [row] = await t.db.select({ n: count() }).from(tabela);
    return row?.n ?? 0;
  };
  const [notif] = await t.db.select({ n: count() }).from(notificacoes);
  const [ligados] = await t.db
    .select({ n: count() })
    .from(beneficiarios)
    .where(eq(beneficiarios.servico, beneficiarios.servico));
  return {
    servicos: await n(servicos),
    pagamentos: await n(pagamentos),
    pagamentos_servicos: await n(pagamentos_servicos),
    logs: await n(logs),
    notificacoes: notif?.n ?? 0,
    beneficiarios_ligados: ligados?.n ?? 0,
  };
}

export async function statusDasCotacoes(t: TestApp, ids: number[]): Promise<string[]> {
  const linhas = await Promise.all(
    ids.map((id) => t.db.select({ status: cotacoes.status }).from(cotacoes).where(eq(cotacoes.id, id))),
  );
  return linhas.map(([linha]) => linha?.status ?? 'ausente');
}
