import { defineEnum } from './enum.ts';

/** Payment terms chosen per quote when invoicing (part 1 §9). */
export const TIPOS_PAGAMENTO = defineEnum({
  pagamentoAVista: { label: 'À vista' },
  pagamentoParceladoEntrada: { label: 'Parcelado com Entrada' },
  pagamentoParcelado: { label: 'Parcelado' },
  pagamentoAVistaPortalFornecedor: { label: 'À vista no portal do fornecedor' },
});
export type TipoPagamento = (typeof TIPOS_PAGAMENTO.values)[number];
