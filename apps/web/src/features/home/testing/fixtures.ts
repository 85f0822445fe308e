import type { Dashboard } from '@skyler/domain/dashboard';

/** An answer of `GET /api/dashboard/`, as the server writes it. */
export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    periodo: { inicio: '2026-03-01', fim: '2026-03-31', consultor: null },
    vendas_por_status: [
      { status: 'proposta', quantidade: 12 },
      { status: 'fechada', quantidade: 3 },
      { status: 'concluida', quantidade: 5 },
      { status: 'cancelada', quantidade: 1 },
    ],
    funil: [
      { etapa: 'solicitacoes', quantidade: 40, taxa: null },
      { etapa: 'cotacoes', quantidade: 30, taxa: '75.0' },
      { etapa: 'carrinho', quantidade: 12, taxa: '40.0' },
      { etapa: 'servicos', quantidade: 9, taxa: '75.0' },
      { etapa: 'emissoes', quantidade: 0, taxa: '0.0' },
    ],
    faturamento: {
      servicos: 9,
      receita: '45210.50',
      custo: '38000.00',
      margem: '7210.50',
      margem_pct: '15.9',
      margem_liquida: '5105.30',
      margem_liquida_pct: '11.3',
      comissao_acima_da_margem: { quantidade: 1, vendas: [42] },
    },
    recebiveis: {
      vencidos: { quantidade: 4, valor: '3250.75' },
      a_vencer_7_dias: { quantidade: 2, valor: '980.00' },
    },
    emissoes_atrasadas: { quantidade: 6 },
    ordens_abertas: { quantidade: 3, valor: '12000.00' },
    liberados_sem_pagamento: { quantidade: 2, valor: '3500.00' },
    top_clientes: [
      { contato: 21, nome: 'Maria Oliveira', vendas: 2, valor: '20000.00' },
      { contato: 22, nome: 'João Pereira', vendas: 1, valor: '9000.00' },
    ],
    alertas: {
      passaportes: [
        { contato: 31, nome: 'Paula Reis', validade: '2026-06-10', venda: 77, embarque: '2026-04-02' },
      ],
      aniversarios: [{ contato: 41, nome: 'Rui Campos', data_nascimento: '1980-03-12' }],
    },
    ...overrides,
  };
}
