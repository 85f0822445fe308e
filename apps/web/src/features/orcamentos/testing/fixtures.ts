import type { Orcamento } from '@skyler/domain/orcamentos';
import type { OrcamentoDetalhado } from '../api/orcamentos-detalhado.ts';

export function makeOrcamento(overrides: Partial<Orcamento> = {}): Orcamento {
  return {
    id: 12,
    venda: 42,
    tipo_servico: 'orcamento_voo',
    status: 'aberto',
    descricao: 'Lisboa em maio',
    quantidade_cotacoes: 0,
    created_at: '2026-03-10T12:00:00.000Z',
    updated_at: '2026-03-11T15:30:00.000Z',
    fechado_em: null,
    versao: 1,
    alterado_em: null,
    created_by: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
    fechado_por: null,
    orcamento_voo: {
      tipo_trecho: 'ida_volta',
      economica: true,
      economica_premium: false,
      executiva: true,
      primeira_classe: false,
      adultos: 2,
      criancas: 1,
      bebes: 0,
      trechos: [
        {
          ordem: 1,
          origem: 'GRU',
          destino: 'LIS',
          flexibilidade_origem: 2,
          flexibilidade_destino: null,
          data_inicio: '2026-05-10',
          data_fim: null,
        },
        {
          ordem: 2,
          origem: 'LIS',
          destino: 'GRU',
          flexibilidade_origem: null,
          flexibilidade_destino: 2,
          data_inicio: '2026-05-20',
          data_fim: '2026-05-22',
        },
      ],
    },
    orcamento_hotel: null,
    orcamento_carro: null,
    orcamento_outro: null,
    ...overrides,
  };
}

export function makeOrcamentoDetalhado(overrides: Partial<OrcamentoDetalhado> = {}): OrcamentoDetalhado {
  return {
    ...makeOrcamento(),
    venda_status: 'proposta',
    venda_cliente: 'Maria Oliveira',
    consultor: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
    cotadores: [],
    ...overrides,
  } as OrcamentoDetalhado;
}

/** a field's accessible name, with or without the required mark */
export const rotulo = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

/** the first screen of a lazy page can take a while on a loaded machine */
export const CARREGAR = { timeout: 15_000 } as const;
