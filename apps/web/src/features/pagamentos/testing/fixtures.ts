import type { PagamentoView } from '@skyler/domain/pagamentos';
import type { ServicoView } from '@skyler/domain/servicos';
import { makeServico as makeServicoDaVenda } from '../../servicos/testing/fixtures.ts';

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
    pix_txid: null,
    pix_copia_e_cola: null,
    pix_origem: null,
    pix_expira_em: null,
    boleto_linha: null,
    boleto_url: null,
    boleto_vencimento: null,
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

/** Service 12 of sale 42: the hotel quote 5 at a cost of R$ 2.000,00, paid at once, nothing paid yet. */
export function makeServico(overrides: Partial<ServicoView> = {}): ServicoView {
  const servico = makeServicoDaVenda();
  return makeServicoDaVenda({
    id: 12,
    cotacao: { ...servico.cotacao, custo_total: '2000.00' },
    metodo_pagamento: 'pagamentoAVista',
    num_parcelas: 1,
    valor_entrada: '0.00',
    desconto: '0.00',
    valor_total: '2600.00',
    valor_pago: '0.00',
    beneficiarios: [],
    created_at: '2026-03-11T13:00:00.000Z',
    ...overrides,
  });
}
