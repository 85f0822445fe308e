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
      { etapa: 'vendas', quantidade: 21, taxa: null },
      { etapa: 'solicitacoes', quantidade: 18, taxa: '85.7' },
      { etapa: 'cotacoes', quantidade: 15, taxa: '83.3' },
      { etapa: 'carrinho', quantidade: 9, taxa: '60.0' },
      { etapa: 'faturadas', quantidade: 6, taxa: '66.7' },
      { etapa: 'concluidas', quantidade: 5, taxa: '83.3' },
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
    anterior: {
      periodo: { inicio: '2026-01-29', fim: '2026-02-28' },
      vendas_por_status: [
        { status: 'proposta', quantidade: 10 },
        { status: 'fechada', quantidade: 2 },
        { status: 'concluida', quantidade: 4 },
        { status: 'cancelada', quantidade: 0 },
      ],
      funil: [
        { etapa: 'vendas', quantidade: 16, taxa: null },
        { etapa: 'solicitacoes', quantidade: 14, taxa: '87.5' },
        { etapa: 'cotacoes', quantidade: 11, taxa: '78.6' },
        { etapa: 'carrinho', quantidade: 7, taxa: '63.6' },
        { etapa: 'faturadas', quantidade: 5, taxa: '71.4' },
        { etapa: 'concluidas', quantidade: 4, taxa: '80.0' },
      ],
      faturamento: {
        servicos: 7,
        receita: '40000.00',
        custo: '40000.00',
        margem: '0.00',
        margem_pct: '0.0',
        margem_liquida: '-500.00',
        margem_liquida_pct: '-1.3',
        comissao_acima_da_margem: { quantidade: 0, vendas: [] },
      },
    },
    ranking_consultores: [
      {
        consultor: 5,
        nome: 'Carla Souza',
        vendas: 12,
        concluidas: 3,
        conversao: '25.0',
        faturadas: 4,
        receita: '30000.00',
        margem: '5000.00',
        margem_pct: '16.7',
        ticket_medio: '7500.00',
      },
      {
        consultor: 6,
        nome: 'Bruno Lima',
        vendas: 9,
        concluidas: 2,
        conversao: '22.2',
        faturadas: 2,
        receita: '15210.50',
        margem: '2210.50',
        margem_pct: '14.5',
        ticket_medio: '7605.25',
      },
    ],
    ranking_fornecedores: [
      {
        fornecedor: 8,
        nome: 'Operadora Sol',
        servicos: 5,
        receita: '25000.00',
        custo: '21000.00',
        margem: '4000.00',
        margem_pct: '16.0',
      },
      {
        fornecedor: 9,
        nome: 'Consolidadora Azul',
        servicos: 4,
        receita: '20210.50',
        custo: '17000.00',
        margem: '3210.50',
        margem_pct: '15.9',
      },
    ],
    fluxo_caixa: {
      atrasados: { receber: '3250.75', pagar: '1000.00', saldo: '2250.75' },
      semanas: Array.from({ length: 8 }, (_, i) => {
        const inicio = new Date(Date.UTC(2026, 2, 12 + 7 * i)).toISOString().slice(0, 10);
        const fim = new Date(Date.UTC(2026, 2, 18 + 7 * i)).toISOString().slice(0, 10);
        return i === 0
          ? { inicio, fim, receber: '980.00', pagar: '4000.00', saldo: '-3020.00' }
          : { inicio, fim, receber: '0.00', pagar: '0.00', saldo: '0.00' };
      }),
      sem_vencimento: { receber: '0.00', pagar: '0.00', saldo: '0.00' },
    },
    alertas: {
      passaportes: [
        { contato: 31, nome: 'Paula Reis', validade: '2026-06-10', venda: 77, embarque: '2026-04-02' },
      ],
      aniversarios: [{ contato: 41, nome: 'Rui Campos', data_nascimento: '1980-03-12' }],
    },
    ...overrides,
  };
}
