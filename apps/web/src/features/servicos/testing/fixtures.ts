import type { Beneficiario, ServicoView } from '@skyler/domain/servicos';

const ANA = { id: 7, nome: 'Ana', sobrenome: 'Souza' };

/** A beneficiary of quote 5: Adriana (contact 218). */
export function makeBeneficiario(overrides: Partial<Beneficiario> = {}): Beneficiario {
  return {
    id: 1,
    cotacao: 5,
    servico: null,
    contato: {
      id: 218,
      nome: 'Adriana',
      sobrenome: 'Pinto Almeida',
      cpf: '58876123474',
      email: 'adriana.pinto90@gmail.com',
      data_nascimento: '1961-02-25',
    },
    assento: null,
    tipo_assento: null,
    bagagem: null,
    tipo_quarto: null,
    ...overrides,
  };
}

/** Service 31 of sale 42: the hotel quote 5, awaiting payment, paid in 10 instalments with a down payment. */
export function makeServico(overrides: Partial<ServicoView> = {}): ServicoView {
  return {
    id: 31,
    status: 'pagamento',
    venda: {
      id: 42,
      status: 'proposta',
      cliente: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' },
      cliente_empresa: null,
      consultor: ANA,
      created_by: ANA,
    },
    cotacao: {
      id: 5,
      orcamento: 12,
      tipo_servico: 'orcamento_hotel',
      tipo_cotacao: 'pagante',
      descricao: 'Hotel em Gramado',
      valor_final: '2600.00',
      custo_total: '2500.00',
      subcotacoes: [],
    },
    metodo_pagamento: 'pagamentoParceladoEntrada',
    num_parcelas: 10,
    valor_entrada: '600.00',
    desconto: '40.00',
    valor_avista: '2600.00',
    valor_total: '2750.00',
    valor_pago: '600.00',
    responsavel_financeiro: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' },
    responsavel_financeiro_empresa: null,
    beneficiarios: [makeBeneficiario({ servico: 31, tipo_quarto: 'Duplo' })],
    created_by: ANA,
    created_at: '2026-03-12T14:00:00.000Z',
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
