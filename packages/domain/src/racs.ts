import { defineEnum } from './enum.ts';

export const TIPOS_RAC = defineEnum({
  remarcacao: { label: 'Remarcação' },
  alteracao: { label: 'Alteração' },
  cancelamento: { label: 'Cancelamento' },
});

export const RAC_STATUS = defineEnum({
  aberta: { label: 'Solicitada', cor: 'laranja' },
  em_processo: { label: 'Liberada', cor: 'azul' },
  finalizada: { label: 'Concluída', cor: 'verde' },
});

export const TIPOS_PAGAMENTO_RAC = defineEnum({
  nao_altera: { label: 'Não altera' },
  estornar: { label: 'Estornar' },
  transferencia_credito: { label: 'Transferência de crédito' },
});

export const CANAIS_COBRANCA_RAC = defineEnum({
  skyler: { label: 'Agência' },
  fornecedor: { label: 'Fornecedor' },
});

export const TIPOS_ESTORNO_PAGANTE = defineEnum({ pix: { label: 'Pix' }, cartao: { label: 'Cartão' } });
export const TIPOS_ESTORNO_MILHAS = defineEnum({ pix: { label: 'Pix' }, saldo: { label: 'Saldo' } });
