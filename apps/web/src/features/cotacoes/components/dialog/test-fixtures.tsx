import type { CotacaoView } from '@skyler/domain/cotacoes';
import { type LinhaTabelaMilhasView, linhaParaCalculo } from '@skyler/domain/milhas';
import type { Orcamento } from '@skyler/domain/orcamentos';
import type { ContextoPreco } from '@skyler/domain/precos/calculo-cotacao';
import type { Moeda } from '../../../../api/get-contexto-preco.ts';
import { aeroportosHandler } from '../../../../test/aeroportos.ts';
import { type MockHandler, mockFetch } from '../../../../test/fetch-mock.ts';

export const MOEDAS: Moeda[] = [
  { id: 1, sigla: 'USD', nome: 'Dólar americano', simbolo: 'US$', cambio: '5.40' },
  { id: 2, sigla: 'BRL', nome: 'Real', simbolo: 'R$', cambio: '1' },
];

export const TABELA_VENDA: LinhaTabelaMilhasView[] = [
  {
    id: 1,
    programa: { id: 7, nome: 'Smiles' },
    operado_por: null,
    created_at: '2026-01-02T12:00:00.000Z',
    archived_at: null,
    tipo: 'preco_de_venda',
    classe: null,
    precos: ['32', '30', '28', '27', '26', '25'],
    custo_proprio: null,
    custo_terceiros: null,
    piso: '26',
  },
];

export const TABELA_CUSTO: LinhaTabelaMilhasView[] = [
  {
    id: 2,
    programa: { id: 7, nome: 'Smiles' },
    operado_por: null,
    created_at: '2026-01-02T12:00:00.000Z',
    archived_at: null,
    tipo: 'custo',
    classe: null,
    precos: ['18', '18', '18', '18', '18', '18'],
    custo_proprio: '17.50',
    custo_terceiros: '19',
    piso: null,
  },
];

/** The pricing context the mocked API gives, as the dialog builds it. */
export const CONTEXTO: ContextoPreco = {
  ano: new Date().getFullYear(),
  moedas: new Map(MOEDAS.map((m) => [m.id, { sigla: m.sigla, cambio: m.cambio }])),
  tabelaMilhas: [...TABELA_VENDA, ...TABELA_CUSTO].map(linhaParaCalculo),
  desagio: '12',
};

export const USUARIOS = [
  {
    id: 7,
    username: 'ana.souza',
    nome: 'Ana',
    sobrenome: 'Souza',
    cliente: false,
    sdr: false,
    consultor: true,
    cotador: false,
  },
  {
    id: 12,
    username: 'carlos',
    nome: 'Carlos',
    sobrenome: 'Cotador',
    cliente: false,
    sdr: false,
    consultor: false,
    cotador: true,
  },
  {
    id: 13,
    username: 'cli',
    nome: 'Cliente',
    sobrenome: 'Conta',
    cliente: true,
    sdr: false,
    consultor: false,
    cotador: true,
  },
];

const base = {
  venda: 42,
  status: 'aberto' as const,
  descricao: 'Férias em família',
  quantidade_cotacoes: 0,
  created_at: '2026-03-10T12:00:00.000Z',
  updated_at: '2026-03-10T12:00:00.000Z',
  fechado_em: null,
  versao: 1,
  alterado_em: null,
  created_by: null,
  fechado_por: null,
  orcamento_voo: null,
  orcamento_hotel: null,
  orcamento_carro: null,
  orcamento_outro: null,
};

export function orcamentoHotel(): Orcamento {
  return {
    ...base,
    id: 5,
    tipo_servico: 'orcamento_hotel',
    orcamento_hotel: {
      local: 'Porto de Galinhas',
      flexibilidade: null,
      checkin_inicio: '2026-07-10',
      checkin_fim: '2026-07-11',
      checkout_inicio: '2026-07-14',
      checkout_fim: null,
      adultos: 2,
      criancas: 1,
      bebes: 0,
      quartos: 1,
      anotacoes: 'Vista para o mar',
    },
  };
}

export function orcamentoVoo(): Orcamento {
  return {
    ...base,
    id: 6,
    tipo_servico: 'orcamento_voo',
    orcamento_voo: {
      tipo_trecho: 'so_ida',
      economica: true,
      economica_premium: false,
      executiva: false,
      primeira_classe: false,
      adultos: 1,
      criancas: 0,
      bebes: 0,
      trechos: [
        {
          ordem: 1,
          origem: 'GRU',
          destino: 'LIS',
          flexibilidade_origem: null,
          flexibilidade_destino: null,
          data_inicio: '2026-09-01',
          data_fim: null,
        },
      ],
    },
  };
}

export function orcamentoOutro(): Orcamento {
  return {
    ...base,
    id: 8,
    tipo_servico: 'orcamento_outro',
    orcamento_outro: {
      local: 'Fernando de Noronha',
      flexibilidade: null,
      nome_servico: 'passeio_aquatico',
      descricao_servico: 'Mergulho',
      data_inicio_inicio: '2026-08-02',
      data_inicio_fim: null,
      tipo_data: 'data_unica',
      anotacoes: '',
    },
  };
}

export function cotacaoSalva(overrides: Partial<CotacaoView> = {}): CotacaoView {
  return {
    id: 9,
    orcamento: 5,
    venda: 42,
    tipo_servico: 'orcamento_hotel',
    status: 'orcamento',
    tipo_cotacao: 'pagante',
    descricao: 'Hotel pé na areia',
    data_hora_cotacao: '2026-03-11T12:00:00.000Z',
    archived_at: null,
    carrinho_em: null,
    cotador: null,
    cotado_por: { id: 12, nome: 'Carlos', sobrenome: 'Cotador' },
    ajuste_ativado: false,
    valor_ajuste_absoluto: '0.00',
    valor_ajuste_porcentagem: '0.00',
    incentivo_ativado: false,
    custo_total: '1440.00',
    custo_agencia: '1440.00',
    valor_ajuste: '0.00',
    valor_final: '1440.00',
    valor_incentivo: '0.00',
    lucro_porcentagem: '0.00',
    cor_lucro: 'vermelho',
    desconto: '0.00',
    pode_ir_carrinho: true,
    fornecedores: [],
    cotacao_voo: null,
    cotacao_hotel: {
      imagens: [],
      fornecedor: 11,
      provedor: 21,
      moeda: 2,
      nome_hotel: 'Pousada Maré Alta',
      local_hotel: 'Porto de Galinhas',
      checkin_inicio: '2026-07-10',
      checkin_fim: null,
      checkout_inicio: '2026-07-13',
      checkout_fim: null,
      diarias: 3,
      diarias_min: null,
      diarias_max: null,
      adultos: 2,
      criancas: 0,
      bebes: 0,
      quartos: 1,
      custo_diaria: '480.00',
      custo_extras: '0.00',
      rav: '0.00',
      porcentagem_incentivo: '0.00',
      valor_incentivo: '0.00',
      anotacao_custo_extra: '',
      imagens_provedor: [],
      cafe: true,
    },
    cotacao_carro: null,
    cotacao_outro: null,
    ...overrides,
  };
}

/** The fee table and commission rates the net margin is estimated with (GET /api/cotacoes/estimativa-resultado/). */
export const ESTIMATIVA = {
  taxas: [{ meio_pagamento: 'pix', num_parcelas: 1, percentual: '0.99', fixo: '0.00' }],
  percentuais: ['3.00', '2.50', '1.50'],
};

/** The API the dialog reads, plus the given routes (saves). */
export function mockApiDoDialogo(extra: Record<string, MockHandler> = {}) {
  return mockFetch({
    'GET /api/moedas/': { body: MOEDAS },
    'GET /api/cotacoes/estimativa-resultado/': { body: ESTIMATIVA },
    'GET /api/locais/aeroportos/': aeroportosHandler,
    'GET /api/milhas/': (request) => ({
      body: request.url.searchParams.get('tipo') === 'custo' ? TABELA_CUSTO : TABELA_VENDA,
    }),
    'GET /api/milhas-validadas/desagio_compra/': { body: { desagio_compra: '12' } },
    'GET /api/users/web_ativos/': { body: USUARIOS },
    'GET /api/fornecedores/simples/': { body: [{ id: 11, nome: 'Atlântica Consolidadora' }] },
    'GET /api/provedores/simples/': {
      body: [
        { id: 21, nome: 'Pousada Maré Alta', tipo_servico: 'hospedagem', cia_aerea: null },
        { id: 22, nome: 'Voa Brasil', tipo_servico: 'aereo', cia_aerea: null },
        { id: 23, nome: 'Passeios do Mar', tipo_servico: 'outro', cia_aerea: null },
      ],
    },
    'GET /api/programas/': { body: [{ id: 7, nome: 'Smiles', ativo: true }] },
    'GET /api/ciaaereas/': { body: [{ id: 3, nome: 'LATAM', nome_resumido: 'LATAM', iata: 'LA' }] },
    ...extra,
  });
}
