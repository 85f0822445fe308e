import { z } from 'zod';
import { type Dec, type DecimalInput, dec, moneyString, ZERO } from './dinheiro.ts';

/**
 * A sale's money in one place (decision 0066): what its Pagamentos tab shows, what `GET
 * /api/vendas/{id}/totais/` answers and what the reconciliation, the services' balance, the client's sales
 * list and the dashboard read, each through the SQL twin of this function (`totaisDasVendasSql`).
 *
 * - `total`: Σ the values of the services not cancelled;
 * - `programado`: Σ the shares those services take of the sale's payments, concluded or not;
 * - `pago`: Σ the shares of concluded payments in those services;
 * - `em_aberto`: total − pago.
 *
 * A share of a cancelled service counts nowhere (decision 0063): what it still owed was freed when it was
 * cancelled, and what was received of it goes back through a RAC.
 */
export type TotaisVenda = { total: string; programado: string; pago: string; em_aberto: string };

export const ZTotaisVenda = z.object({
  total: z.string(),
  programado: z.string(),
  pago: z.string(),
  em_aberto: z.string(),
});

export type ServicoDosTotais = { id: number; status: string; valor_total: DecimalInput };
/** One share of a payment in a service, and whether that payment is concluded. */
export type ParteDosTotais = { servico: number; valor: DecimalInput; concluido: boolean };

export function totaisDaVenda(
  servicos: readonly ServicoDosTotais[],
  partes: readonly ParteDosTotais[],
): TotaisVenda {
  const ativos = new Set(servicos.filter((s) => s.status !== 'cancelado').map((s) => s.id));
  const somar = (valores: readonly DecimalInput[]) =>
    valores.reduce<Dec>((soma, v) => soma.plus(dec(v)), ZERO);
  const total = somar(servicos.filter((s) => ativos.has(s.id)).map((s) => s.valor_total));
  const dosAtivos = partes.filter((parte) => ativos.has(parte.servico));
  const programado = somar(dosAtivos.map((parte) => parte.valor));
  const pago = somar(dosAtivos.filter((parte) => parte.concluido).map((parte) => parte.valor));
  return {
    total: moneyString(total),
    programado: moneyString(programado),
    pago: moneyString(pago),
    em_aberto: moneyString(total.minus(pago)),
  };
}

/** The shares of a sale's payments as the tab has them (`PagamentoView`), for `totaisDaVenda`. */
export function partesDosPagamentos(
  pagamentos: readonly { status: string; servicos: readonly { servico: number; valor: DecimalInput }[] }[],
): ParteDosTotais[] {
  return pagamentos.flatMap((p) =>
    p.servicos.map((parte) => ({
      servico: parte.servico,
      valor: parte.valor,
      concluido: p.status === 'concluido',
    })),
  );
}
