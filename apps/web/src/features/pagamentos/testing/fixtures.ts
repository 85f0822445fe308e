import type { PagamentoView } from '@skyler/domain/pagamentos';
import type { ServicoView } from '@skyler/domain/servicos';

const maria = { id: 3, nome: 'Maria', sobrenome: 'Oliveira' };
const ana = { id: 7, nome: 'Ana', sobrenome: 'Souza' };

export function makePagamento(overrides: Partial<PagamentoView> = {}): PagamentoView {
  return {
    id: 31,
    venda: { id: 42, status: 'proposta', cliente: maria, cliente_empresa: null, consultor: ana },
    servico: 12,
    servicos: [{ servico: 12, valor: '1500.00', cotacao: 5, descricao: 'Hotel em Gramado' }],
    status: 'nao_efetuado',
    descricao: null,
    valor_pagamento: { moeda: 'BRL', valor: '1500.00' },
    valor_total: '1500.00',
    meio_pagamento: 'pix',
    taxa_meio_pagamento: '0.00',
    num_parcelas: 1,
    origem: 'manual',
    data_pagamento: null,
    data_vencimento: '2026-03-20',
    pagarme_link: null,
    pagarme_id: null,
    responsavel_financeiro: maria,
    responsavel_financeiro_empresa: null,
    documento_comprovante: null,
    documento_nome: null,
    created_by: ana,
    created_at: '2026-03-11T13:00:00.000Z',
    concluido_por: null,
    concluido_em: null,
    emissao: null,
    versao: 1,
    ...overrides,
  };
}

export function makeServico(overrides: Partial<ServicoView> = {}): ServicoView {
  return {
    id: 12,
    status: 'pagamento',
    venda: {
      id: 42,
      status: 'proposta',
      cliente: maria,
      cliente_empresa: null,
      consultor: ana,
      created_by: ana,
    },
    cotacao: {
      id: 5,
      orcamento: 12,
      tipo_servico: 'orcamento_hotel',
      tipo_cotacao: 'pagante',
      descricao: 'Hotel em Gramado',
      valor_final: '2600.00',
      custo_total: '2000.00',
      subcotacoes: [],
    },
    metodo_pagamento: 'pagamentoAVista',
    num_parcelas: 1,
    valor_entrada: '0.00',
    desconto: '0.00',
    valor_avista: '2600.00',
    valor_total: '2600.00',
    valor_pago: '0.00',
    responsavel_financeiro: maria,
    responsavel_financeiro_empresa: null,
    beneficiarios: [],
    created_by: ana,
    created_at: '2026-03-11T13:00:00.000Z',
    faturado_por: null,
    faturado_em: null,
    seguiu_manual_boas_praticas: null,
    motivo_nao_seguimento_boas_praticas: null,
    seguiu_manual_boas_praticas_milhas: null,
    validado_por: null,
    cancelado_por: null,
    cancelado_em: null,
    motivo_cancelamento: null,
    fatura_pdf_url: null,
    excecao_pagamento: null,
    custo_milhas: null,
    versao: 1,
    ...overrides,
  };
}
