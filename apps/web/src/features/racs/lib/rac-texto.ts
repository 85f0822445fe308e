import { nomeCompleto } from '@skyler/domain/contatos';
import type { RacView } from '@skyler/domain/racs';

/** The sale's client: the person, or the company when the sale is a company's. */
export function clienteDaRac(rac: Pick<RacView, 'cliente' | 'cliente_empresa'>): string {
  if (rac.cliente) return nomeCompleto(rac.cliente) || '-';
  return rac.cliente_empresa?.nome ?? '-';
}

export const nomeOuTraco = (pessoa: { nome: string; sobrenome: string | null } | null): string =>
  nomeCompleto(pessoa) || '-';

/** An agency card as the screens name it: never more than its last four digits. */
export function rotuloCartao(cartao: { nome: string; bandeira: string; digs: string }): string {
  return `${cartao.nome} · ${cartao.bandeira} •••• ${cartao.digs}`;
}
