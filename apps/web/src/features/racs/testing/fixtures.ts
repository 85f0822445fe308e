import type { Cartao, EmissaoDetalhe, EmissaoView, LinhaPagamentoEmissao } from '@skyler/domain/emissoes';
import type { RacDocumento, RacProtocolo, RacServico, RacView } from '@skyler/domain/racs';

const ANA = { id: 7, nome: 'Ana', sobrenome: 'Souza' };
const FABIO = { id: 8, nome: 'Fábio', sobrenome: 'Finanças' };

export const CARTOES: Cartao[] = [
  { id: 1, nome: 'Corporativo', bandeira: 'Visa', digs: '1234', ativo: true },
  { id: 2, nome: 'Reserva', bandeira: 'Master', digs: '9876', ativo: true },
];

/** RAC 12 of sale 42: a rebooking of the paid flight issuance 55, requested by Ana. */
export function makeRac(overrides: Partial<RacView> = {}): RacView {
  return {
    id: 12,
    tipo: 'remarcacao',
    status: 'aberta',
    emissao: { id: 55, tipo: 'emissao_voo_pagante', status: 'rac', localizador: 'ABC123' },
    venda: 42,
    servico: 31,
    cliente: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' },
    cliente_empresa: null,
    consultor: ANA,
    created_by: ANA,
    created_at: '2026-03-12T14:00:00.000Z',
    updated_at: '2026-03-12T14:00:00.000Z',
    custo_skyler: true,
    custo_skyler_valor: '150.00',
    estorno_skyler_data_previsto: '2026-03-20',
    estorno_skyler_data_realizado: null,
    custo_skyler_anotacao: 'Multa da companhia',
    cobranca_cliente: 'skyler',
    cobranca_cliente_fornecedor: null,
    cobranca_cliente_valor: '320.50',
    cobranca_cliente_meio: 'pix',
    estorno_cliente_data_previsto: '2026-03-18',
    estorno_cliente_data_realizado: null,
    cobranca_cliente_anotacao: 'Diferença de tarifa',
    estorno_cliente_tipo: null,
    status_alterado_por: null,
    status_alterado_em: null,
    estorno_cliente_valor: '0.00',
    estorno_fornecedor_valor: '0.00',
    estorno_fornecedor: null,
    reembolso_cliente: null,
    reembolso_fornecedor: null,
    versao: 1,
    pagamentos: [
      {
        id: 1,
        campo_formador: 'custo_bilhete',
        responsavel: 'skyler',
        tipo_rac: 'transferencia_credito',
        cartao: CARTOES[0] ?? null,
      },
      { id: 2, campo_formador: 'rav', responsavel: 'cliente', tipo_rac: 'nao_altera', cartao: null },
    ],
    ...overrides,
  };
}

/** Issuance 55 of sale 42: a paid flight ticket, concluded. */
export function makeEmissao(overrides: Partial<EmissaoView> = {}): EmissaoView {
  return {
    versao: 1,
    id: 55,
    status: 'finalizada',
    tipo: 'emissao_voo_pagante',
    localizador: 'ABC123',
    observacoes: null,
    emitido_por: ANA,
    venda: {
      id: 42,
      created_at: '2026-03-01T10:00:00.000Z',
      cliente: { id: 3, nome: 'Maria', sobrenome: 'Oliveira' },
      cliente_empresa: null,
      consultor: ANA,
    },
    servico: { id: 31, status: 'emissao', cotacao: 5, orcamento: 12 },
    descricao: 'GRU → LIS',
    subcotacao_voo: null,
    fornecedor: null,
    provedor: null,
    passageiros: ['Maria Oliveira'],
    data_ida: '2026-04-10',
    created_at: '2026-03-02T10:00:00.000Z',
    data_hora_emissao: '2026-03-03T10:00:00.000Z',
    concluida_por: ANA,
    cancelada_em: null,
    cancelada_por: null,
    motivo_cancelamento: null,
    ...overrides,
  };
}

/** The issuance with its forming fields: a paid flight has the ticket, the boarding tax and the RAV. */
export function makeEmissaoDetalhe(overrides: Partial<EmissaoDetalhe> = {}): EmissaoDetalhe {
  return {
    ...makeEmissao(),
    campos_formadores: [
      { campo_formador: 'custo_bilhete', valor: '2000.00', responsavel_fixo: null, cartao_permitido: true },
      {
        campo_formador: 'custo_taxa_embarque',
        valor: '120.00',
        responsavel_fixo: null,
        cartao_permitido: true,
      },
      { campo_formador: 'rav', valor: '200.00', responsavel_fixo: null, cartao_permitido: true },
    ],
    editavel: false,
    justificativa_documentos: null,
    ...overrides,
  };
}

/** Issuance 55's saved payment lines: the agency pays the ticket with card 1. */
export function makePagamentosEmissao(): LinhaPagamentoEmissao[] {
  const linha = { servico: 31, emissao: 55, tipo_rac: null };
  return [
    {
      ...linha,
      id: 1,
      campo_formador: 'custo_bilhete',
      responsavel: 'skyler',
      cartao: CARTOES[0] ?? null,
      valor: '2000.00',
    },
    {
      ...linha,
      id: 2,
      campo_formador: 'custo_taxa_embarque',
      responsavel: 'cliente',
      cartao: null,
      valor: '120.00',
    },
    { ...linha, id: 3, campo_formador: 'rav', responsavel: 'cliente', cartao: null, valor: '200.00' },
  ];
}

export function makeProtocolo(overrides: Partial<RacProtocolo> = {}): RacProtocolo {
  return {
    id: 1,
    nome: 'Protocolo LATAM 998877',
    descricao: 'Pedido de remarcação aberto na central da companhia.',
    data: '2026-03-13',
    created_at: '2026-03-13T12:00:00.000Z',
    created_by: ANA,
    ...overrides,
  };
}

export function makeDocumento(overrides: Partial<RacDocumento> = {}): RacDocumento {
  return {
    id: 1,
    tipo: 'Comprovante de multa',
    documento: '/api/racs/documentos/1/arquivo/',
    nome_arquivo: 'multa.pdf',
    tipo_arquivo: 'application/pdf',
    created_at: '2026-03-13T12:00:00.000Z',
    created_by: FABIO,
    ...overrides,
  };
}

export function makeRacServico(overrides: Partial<RacServico> = {}): RacServico {
  return {
    id: 1,
    servico: { id: 31, status: 'emissao', descricao: 'GRU → LIS' },
    venda: 42,
    servico_vinculado_por: ANA,
    servico_vinculado_em: '2026-03-13T12:00:00.000Z',
    ...overrides,
  };
}
