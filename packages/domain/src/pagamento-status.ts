import { defineEnum } from './enum.ts';

/** A payment's status (part 1 §3): `atrasado` is derived from the due date (decision 0025). */
export const PAGAMENTO_STATUS = defineEnum({
  nao_efetuado: { label: 'Não efetuado', cor: 'laranja' },
  atrasado: { label: 'Atrasado', cor: 'vermelho' },
  concluido: { label: 'Concluído', cor: 'verde' },
});
export type PagamentoStatus = (typeof PAGAMENTO_STATUS.values)[number];
