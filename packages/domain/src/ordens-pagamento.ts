import { defineEnum } from './enum.ts';

export const ORDEM_PAGAMENTO_STATUS = defineEnum({
  aberto: { label: 'Aberto', cor: 'laranja' },
  pago: { label: 'Pago', cor: 'verde' },
});
