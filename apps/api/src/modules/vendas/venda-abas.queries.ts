import { ZCotacao } from '@skyler/domain/cotacoes';
import { ZEmissao } from '@skyler/domain/emissoes';
import { ZOrcamento } from '@skyler/domain/orcamentos';
import { ZPagamento } from '@skyler/domain/pagamentos';
import { ZRac } from '@skyler/domain/racs';
import { ZServico } from '@skyler/domain/servicos';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { findCarrinhoDaVenda, findCotacoesDaVenda } from '../cotacoes/cotacoes.queries.ts';
import { findEmissoesConcluidasDaVenda, findEmissoesDaVenda } from '../emissoes/emissoes.queries.ts';
import { findOrcamentosDaVenda } from '../orcamentos/orcamentos.queries.ts';
import { findPagamentosDaVenda } from '../pagamentos/pagamentos.queries.ts';
import { findRacsDaVenda } from '../racs/racs.queries.ts';
import { findSaldoServicos, findServicosDaVenda } from '../servicos/servicos.queries.ts';

/**
 * The sale's tabs of areas still to come (quote requests, quotes, cart, services, payments, issuances,
 * RACs). Each area replaces its function with the real query; until then a sale has none of them.
 */
export const VENDA_ABAS = [
  'orcamentos',
  'cotacoes',
  'carrinho',
  'servicos',
  'pagamentos',
  'emissoes',
  'emissoes_concluidas',
  'racs',
] as const;
export type VendaAba = (typeof VENDA_ABAS)[number];

export const findAbaDaVenda: Record<VendaAba, (db: DbOrTx, venda: number) => Promise<unknown[]>> = {
  orcamentos: findOrcamentosDaVenda,
  cotacoes: findCotacoesDaVenda,
  carrinho: findCarrinhoDaVenda,
  servicos: findServicosDaVenda,
  pagamentos: findPagamentosDaVenda,
  emissoes: findEmissoesDaVenda,
  emissoes_concluidas: findEmissoesConcluidasDaVenda,
  racs: findRacsDaVenda,
};

/** The answer of each built tab, for its route's response schema; a tab not listed answers a list of anything. */
export const VENDA_ABA_RESPOSTAS: Partial<Record<VendaAba, z.ZodType<unknown[]>>> = {
  orcamentos: z.array(ZOrcamento),
  cotacoes: z.array(ZCotacao),
  carrinho: z.array(ZCotacao),
  servicos: z.array(ZServico),
  pagamentos: z.array(ZPagamento),
  emissoes: z.array(ZEmissao),
  emissoes_concluidas: z.array(ZEmissao),
  racs: z.array(ZRac),
};

/**
 * What the conclusion check needs: the open amount (the total of the services not cancelled minus the
 * concluded payments' shares of them, as a decimal string) and the status of each service (decision 0025).
 */
export function findSaldoDaVenda(
  db: DbOrTx,
  venda: number,
): Promise<{ valorAberto: string; servicosStatus: string[] }> {
  return findSaldoServicos(db, venda);
}
