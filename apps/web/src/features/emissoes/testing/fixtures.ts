import type {
  Anexo,
  Cartao,
  EmissaoBeneficiario,
  EmissaoDetalhe,
  EmissaoView,
  LinhaPagamentoEmissao,
} from '@skyler/domain/emissoes';

const ANA = { id: 7, nome: 'Ana', sobrenome: 'Souza' };
export const EDU = { id: 12, nome: 'Eduardo', sobrenome: 'Emissor' };

/** Issuance 5 of sale 42: a paid flight São Paulo → Lisboa → Porto in the queue, created 2026-03-12 12:00 UTC. */
export function makeEmissao(overrides: Partial<EmissaoView> = {}): EmissaoView {
  return {
    versao: 1,
    id: 5,
    status: 'fila_de_emissao',
    tipo: 'emissao_voo_pagante',
    localizador: null,
    observacoes: null,
    emitido_por: null,
    venda: {
      id: 42,
      created_at: '2026-03-10T12:00:00.000Z',
      cliente: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' },
      cliente_empresa: null,
      consultor: ANA,
    },
    servico: { id: 31, status: 'emissao', cotacao: 9, orcamento: 12 },
    descricao: '1 bilhete GRU → OPO',
    subcotacao_voo: {
      id: 14,
      tipo_cotacao: 'pagante',
      viagem: {
        trechos: [
          {
            pernas: [
              {
                origem: 'GRU',
                destino: 'LIS',
                data_hora_partida: '2026-04-01T22:00:00.000Z',
                cia_aerea: { id: 1, nome: 'TAP' },
                numero_do_voo: 'TP88',
              },
              {
                origem: 'LIS',
                destino: 'OPO',
                data_hora_partida: '2026-04-02T15:00:00.000Z',
                cia_aerea: { id: 1, nome: 'TAP' },
                numero_do_voo: '',
              },
            ],
          },
        ],
      },
    },
    fornecedor: { id: 4, nome: 'Consolidadora Sul' },
    provedor: null,
    passageiros: ['Adriana Pinto Almeida', 'Pedro Almeida'],
    data_ida: '2026-04-01',
    created_at: '2026-03-12T12:00:00.000Z',
    data_hora_emissao: null,
    concluida_por: null,
    cancelada_em: null,
    cancelada_por: null,
    motivo_cancelamento: null,
    ...overrides,
  };
}

export function makeEmissaoDetalhe(overrides: Partial<EmissaoDetalhe> = {}): EmissaoDetalhe {
  return {
    ...makeEmissao(),
    campos_formadores: [
      { campo_formador: 'custo_bilhete', valor: '3200.00', responsavel_fixo: null, cartao_permitido: true },
      {
        campo_formador: 'custo_taxa_embarque',
        valor: '250.50',
        responsavel_fixo: null,
        cartao_permitido: true,
      },
      { campo_formador: 'rav', valor: '0.00', responsavel_fixo: null, cartao_permitido: true },
    ],
    editavel: true,
    justificativa_documentos: null,
    ...overrides,
  };
}

export function makeBeneficiarioEmissao(overrides: Partial<EmissaoBeneficiario> = {}): EmissaoBeneficiario {
  return {
    id: 61,
    contato: {
      id: 218,
      nome: 'Adriana',
      sobrenome: 'Pinto Almeida',
      cpf: '58876123474',
      data_nascimento: '1961-02-25',
      passaporte: { numero: 'FZ123456', data_emissao: '2020-01-10', data_validade: '2030-01-09' },
    },
    eticket: '',
    assento: '',
    tipo_assento: '',
    tipo_quarto: '',
    versao: 1,
    ...overrides,
  };
}

export function makeAnexo(overrides: Partial<Anexo> = {}): Anexo {
  return {
    id: 90,
    nome: 'Voucher TAP',
    emissao_id: 5,
    documento: '/api/anexos/90/arquivo/',
    tipo_arquivo: 'application/pdf',
    created_by: EDU,
    created_at: '2026-03-13T10:00:00.000Z',
    ...overrides,
  };
}

export const CARTOES: Cartao[] = [
  { id: 1, nome: 'Corporativo', bandeira: 'Visa', digs: '4242', ativo: true },
  { id: 2, nome: 'Reserva', bandeira: 'Mastercard', digs: '5454', ativo: true },
];

export function makeLinhaPagamento(overrides: Partial<LinhaPagamentoEmissao> = {}): LinhaPagamentoEmissao {
  return {
    id: 300,
    campo_formador: 'custo_bilhete',
    responsavel: 'skyler',
    cartao: CARTOES[0] ?? null,
    servico: 31,
    emissao: 5,
    valor: '3200.00',
    tipo_rac: null,
    ...overrides,
  };
}
