import type { Cartao } from '@skyler/domain/emissoes';
import { TIPOS_EMISSAO } from '@skyler/domain/emissoes';
import { formatDateTime, toDecimal } from '@skyler/domain/formatters';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import {
  type GrupoOrdens,
  type OrdemPagamento,
  porcentagemIncentivo,
  ZOrdemPagamentoUpdate,
} from '@skyler/domain/ordens-pagamento';

/** A card as the filters and cells show it: `name - brand (last digits)` (part 2 §2). */
export function cartaoTexto(cartao: Pick<Cartao, 'nome' | 'bandeira' | 'digs'> | null): string {
  return cartao ? `${cartao.nome} - ${cartao.bandeira} (${cartao.digs})` : '-';
}

/** `DD/MM/YYYY às HH:mm` (part 2 §2). */
export function dataHoraTexto(valor: string | null): string {
  return formatDateTime(valor, { separator: ' às ' });
}

/** The service's type: the quote request's kind, or the issuance's. */
export function tipoServicoTexto(tipo: string): string {
  if (TIPOS_ORCAMENTO.is(tipo)) return TIPOS_ORCAMENTO.label(tipo);
  return TIPOS_EMISSAO.label(tipo) || '-';
}

const TIPOS_VOO: ReadonlySet<string> = new Set<string>([
  'emissao_voo_pagante',
  'emissao_voo_milha',
  'emissao_voo_wallet',
  'emissao_aereo',
]);

/** The incentive is set only from the order of a flight's ticket cost (decision 0028). */
export function temIncentivo(grupo: GrupoOrdens, ordem: OrdemPagamento): boolean {
  return (
    grupo.emissao !== null &&
    TIPOS_VOO.has(grupo.emissao.tipo) &&
    ordem.campo_formador === 'custo_bilhete' &&
    ordem.incentivo !== null
  );
}

const VALOR = ZOrdemPagamentoUpdate.shape.valor.unwrap();

/** An amount typed with a comma or a point, as the API takes it (`1234.5`), or null when it is not one. */
export function valorDigitado(texto: string): string | null {
  const lido = VALOR.safeParse(texto);
  return lido.success ? lido.data : null;
}

/** The incentive's percentage of the order's value, `12,50` (part 2 §5: 2 decimals, 0 when the base is 0). */
export function porcentagemTexto(valorIncentivo: string | null, base: string): string {
  const valor = valorIncentivo === null ? null : toDecimal(valorIncentivo);
  if (valor === null) return '0,00';
  return porcentagemIncentivo(valor, base).toFixed(2).replace('.', ',');
}
