import { defineEnum } from './enum.ts';

export const SERVICO_STATUS = defineEnum({
  pagamento: { label: 'Aguardando pagamento', cor: 'laranja' },
  pagamento_validacao: { label: 'Pagamento em validação', cor: 'laranja' },
  validacao: { label: 'Validação de bilhetes', cor: 'azul' },
  emissao: { label: 'Emissão', cor: 'verde' },
  cancelado: { label: 'Cancelado', cor: 'vermelho' },
  rac: { label: 'RAC', cor: 'roxo' },
});
export type ServicoStatus = (typeof SERVICO_STATUS.values)[number];
