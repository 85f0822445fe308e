export const NOTIFICACAO_TIPOS = [
  'venda',
  'orcamento',
  'cotacao',
  'servico',
  'pagamento',
  'emissao',
  'milhas',
  'contato',
  'rac',
  'ordem_pagamento',
] as const;
export type NotificacaoTipo = (typeof NOTIFICACAO_TIPOS)[number];

export const NOTIFICACAO_TIPO_LABELS: Record<NotificacaoTipo, string> = {
  venda: 'Venda',
  orcamento: 'Orçamento',
  cotacao: 'Cotação',
  servico: 'Serviço',
  pagamento: 'Pagamento',
  emissao: 'Emissão',
  milhas: 'Milhas',
  contato: 'Contato',
  rac: 'RAC',
  ordem_pagamento: 'Ordem de pagamento',
};
