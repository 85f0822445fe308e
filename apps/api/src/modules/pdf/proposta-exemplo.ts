import type { CotacaoView } from '@skyler/domain/cotacoes';
import type { Proposta } from './proposta-pdf.tsx';

const pessoa = { id: 4, nome: 'Caio', sobrenome: 'Cotador' };

const base = {
  orcamento: 34,
  venda: 12,
  status: 'orcamento',
  tipo_cotacao: 'pagante' as const,
  data_hora_cotacao: '2026-11-20T13:00:00.000Z',
  archived_at: null,
  carrinho_em: null,
  cotador: pessoa,
  cotado_por: pessoa,
  ajuste_ativado: false,
  valor_ajuste_absoluto: '0.00',
  valor_ajuste_porcentagem: '0.00',
  incentivo_ativado: false,
  custo_agencia: '0.00',
  valor_ajuste: '0.00',
  valor_incentivo: '0.00',
  lucro_porcentagem: '10.00',
  cor_lucro: 'laranja' as const,
  desconto: '0.00',
  pode_ir_carrinho: true,
  fornecedores: [],
  cotacao_voo: null,
  cotacao_hotel: null,
  cotacao_carro: null,
  cotacao_outro: null,
};

const imagens = (primeira: number, quantas: number) =>
  Array.from({ length: quantas }, (_, i) => ({
    id: primeira + i,
    titulo: `Foto ${i + 1}`,
    url: `/api/provedores/1/imagens/${primeira + i}/`,
  }));

const perna = (origem: string, destino: string, partida: string, chegada: string, voo: string) => ({
  origem,
  destino,
  cia_aerea: 1,
  numero_do_voo: voo,
  data_hora_partida: partida,
  data_hora_chegada: chegada,
  economica: true,
  economica_premium: false,
  executiva: false,
  primeira_classe: false,
  adultos: 2,
  criancas: 1,
  bebes: 0,
  bagagem_10kg: 1,
  bagagem_23kg: 2,
  tipo_perna: null as string | null,
});

/**
 * Three quotes of one request as the API answers them (a round-trip flight with a connection, a hotel and a
 * car), with `imagensPorCotacao` provider pictures each (ids from 101, 201 and 301).
 */
export function cotacoesDeExemplo(imagensPorCotacao = 2): CotacaoView[] {
  const conexao = {
    ...perna('BSB', 'SSA', '2026-12-20T10:05', '2026-12-20T12:00', '3300'),
    tipo_perna: 'conexao',
  };
  return [
    {
      ...base,
      id: 45,
      tipo_servico: 'orcamento_voo',
      descricao: 'LATAM GRU-SSA ida e volta',
      custo_total: '1324.40',
      valor_final: '1324.40',
      cotacao_voo: {
        subcotacoes: [
          {
            id: 1,
            ordem: 1,
            tipo_cotacao: 'pagante',
            total: '1324.40',
            custo_agencia: '1200.00',
            milheiro_efetivo: null,
            imagens: imagens(101, imagensPorCotacao),
            bilhete_ida: true,
            bilhete_volta: true,
            bilhete_independente: false,
            viagem: {
              trechos: [
                { pernas: [perna('GRU', 'BSB', '2026-12-20T07:10', '2026-12-20T08:55', '3456'), conexao] },
                { pernas: [perna('SSA', 'GRU', '2027-01-05T18:40', '2027-01-05T21:15', '3301')] },
              ],
            },
          },
        ],
      },
    },
    {
      ...base,
      id: 46,
      tipo_servico: 'orcamento_hotel',
      descricao: 'Pousada Mar Azul',
      custo_total: '2890.00',
      valor_final: '2890.00',
      cotacao_hotel: {
        imagens: imagens(201, imagensPorCotacao),
        nome_hotel: 'Pousada Mar Azul',
        local_hotel: 'Praia do Forte, BA',
        checkin_inicio: '2026-12-20',
        checkin_fim: null,
        checkout_inicio: '2027-01-05',
        checkout_fim: null,
        diarias: 16,
        diarias_min: null,
        diarias_max: null,
        adultos: 2,
        criancas: 1,
        bebes: 0,
        quartos: 1,
        cafe: true,
      },
    },
    {
      ...base,
      id: 47,
      tipo_servico: 'orcamento_carro',
      descricao: 'Carro em Salvador',
      custo_total: '980.55',
      valor_final: '980.55',
      cotacao_carro: {
        imagens: imagens(301, imagensPorCotacao),
        local_retirada: 'Aeroporto de Salvador',
        local_devolucao: 'Aeroporto de Salvador',
        data_hora_retirada: '2026-12-20T13:00',
        data_hora_devolucao: '2027-01-05T16:00',
        empresa: 'Locadora Sol',
        tipo_carro: 'SUV compacto',
        diarias: 16,
      },
    },
  ];
}

export const AGENCIA_EXEMPLO: Proposta['agencia'] = {
  nome: 'Skyler Viagens e Turismo',
  cnpj: '45.723.174/0001-10',
  telefone: '(11) 3045-6789',
  email: 'contato@skylerviagens.com.br',
  site: 'www.skylerviagens.com.br',
  endereco: 'Av. Paulista, 1578, conj. 1203, Bela Vista, São Paulo - SP, 01310-200',
  logo: null,
};

export const PROPOSTA_BASE: Omit<Proposta, 'cotacoes' | 'total' | 'condicao'> = {
  agencia: AGENCIA_EXEMPLO,
  emitidaEm: new Date('2026-11-20T15:00:00Z'),
  emitidaPor: 'Caio Cotador',
  cliente: { nome: 'Zuleica Quintanilha', email: 'zuleica@example.com', telefone: '+55 (11) 98765-4321' },
  venda: { id: 12, consultor: 'Carlos Consultor' },
  assinante: { nome: 'Carlos Consultor', telefone: '(11) 98123-0002' },
  orcamento: { id: 34 },
};
