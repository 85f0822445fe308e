import { defineEnum } from './enum.ts';

export const PAGAMENTO_STATUS = defineEnum({
  nao_efetuado: { label: 'Não efetuado', cor: 'laranja' },
  atrasado: { label: 'Atrasado', cor: 'vermelho' },
  concluido: { label: 'Concluído', cor: 'verde' },
});
export type PagamentoStatus = (typeof PAGAMENTO_STATUS.values)[number];

/** Payment terms chosen per quote when invoicing (part 1 §9). */
export const TIPOS_PAGAMENTO = defineEnum({
  pagamentoAVista: { label: 'À vista' },
  pagamentoParceladoEntrada: { label: 'Parcelado com Entrada' },
  pagamentoParcelado: { label: 'Parcelado' },
  pagamentoAVistaPortalFornecedor: { label: 'À vista no portal do fornecedor' },
});
export type TipoPagamento = (typeof TIPOS_PAGAMENTO.values)[number];

export const MEIOS_PAGAMENTO = defineEnum({
  pix: { label: 'Pix' },
  teddoc: { label: 'TED/DOC' },
  deposito: { label: 'Depósito' },
  boleto: { label: 'Boleto' },
  pagarme: { label: 'Pagar.me' },
  rede: { label: 'Rede' },
  cielo: { label: 'Cielo' },
  infinitypay: { label: 'InfinitePay' },
  cliente: { label: 'Cliente' },
  pagamento_faturado: { label: 'Pagamento faturado' },
  fornecedor: { label: 'Fornecedor' },
  transferencia: { label: 'Transferência' },
});
export type MeioPagamento = (typeof MEIOS_PAGAMENTO.values)[number];

/** The instalment count field is shown only for these methods. */
export const MEIOS_COM_PARCELAS: readonly MeioPagamento[] = ['pagarme', 'rede'];

/**
 * Overdue rule (part 1 §4): an unpaid payment whose due date ended before today becomes atrasado; otherwise
 * the mark is cleared. Dates are calendar days 'YYYY-MM-DD' in the agency's time zone.
 */
export function statusPagamento(pagamento: {
  status: PagamentoStatus;
  data_pagamento: string | null;
  data_vencimento: string | null;
  hoje: string;
}): PagamentoStatus {
  if (pagamento.status === 'concluido') return 'concluido';
  const vencido =
    !pagamento.data_pagamento &&
    pagamento.data_vencimento !== null &&
    pagamento.data_vencimento < pagamento.hoje;
  return vencido ? 'atrasado' : 'nao_efetuado';
}
