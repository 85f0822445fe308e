import { describe, expect, it } from 'vitest';
import {
  alternarFlagBilhete,
  classeUnicaValida,
  podeArquivarCotacao,
  podeIrParaCarrinho,
} from './cotacoes.ts';
import { emissaoEditavel, marcadorTempo } from './emissoes.ts';
import { orcamentoAberto, trechosIdaVolta } from './orcamentos.ts';
import { statusPagamento } from './pagamentos.ts';
import {
  podeAdicionarPagamento,
  podeCancelarVenda,
  podeConcluirVenda,
  podeCriarPagamento,
  podeEditarVenda,
  podeExcluirPagamento,
  prefillMeioContato,
  valorMeioContato,
  vendaQuitada,
} from './vendas.ts';

describe('sale actions by status', () => {
  it.each([
    ['proposta', true, true, true, true, true],
    ['concluida', false, false, false, true, true],
    ['fechada', false, false, false, false, false],
  ] as const)('%s', (status, concluir, cancelar, criarPagamento, adicionarPagamento, excluirPagamento) => {
    const venda = { status };
    expect(podeConcluirVenda(venda)).toBe(concluir);
    expect(podeCancelarVenda(venda)).toBe(cancelar);
    expect(podeCriarPagamento(venda)).toBe(criarPagamento);
    expect(podeAdicionarPagamento(venda)).toBe(adicionarPagamento);
    expect(podeExcluirPagamento(venda)).toBe(excluirPagamento);
  });

  it('editing: proposta, or financeiro in any status', () => {
    expect(podeEditarVenda({ status: 'proposta' }, { pertencente: [] })).toBe(true);
    expect(podeEditarVenda({ status: 'concluida' }, { pertencente: [] })).toBe(false);
    expect(podeEditarVenda({ status: 'fechada' }, { pertencente: ['financeiro'] })).toBe(true);
  });

  it('conclusion check: nothing open, or every service cancelled', () => {
    expect(vendaQuitada({ valorAberto: '0.00', servicosStatus: ['emissao'] })).toBe(true);
    expect(vendaQuitada({ valorAberto: '-5', servicosStatus: [] })).toBe(true);
    expect(vendaQuitada({ valorAberto: '10', servicosStatus: ['cancelado', 'cancelado'] })).toBe(true);
    expect(vendaQuitada({ valorAberto: '10', servicosStatus: ['cancelado', 'emissao'] })).toBe(false);
    expect(vendaQuitada({ valorAberto: '10', servicosStatus: [] })).toBe(false);
  });

  it('contact channel: joined country code and prefill from the client', () => {
    const cliente = {
      email: 'ana@x.com',
      telefone: { numero: '(11) 98765-4321', codigo: '+55' },
      instagram: '@ana',
    };
    expect(valorMeioContato('Whatsapp', '(11) 98765-4321', '+55')).toBe('+55 (11) 98765-4321');
    expect(valorMeioContato('Email', 'ana@x.com', '+55')).toBe('ana@x.com');
    expect(prefillMeioContato('Email', cliente)).toBe('ana@x.com');
    expect(prefillMeioContato('Telefone', cliente)).toBe('+55 (11) 98765-4321');
    expect(prefillMeioContato('Instagram', cliente)).toBe('@ana');
    expect(prefillMeioContato('Linkedin', cliente)).toBe('');
    expect(prefillMeioContato('Outro', cliente)).toBe('');
  });
});

describe('quotes and requests', () => {
  const agora = new Date('2026-11-22T12:00:00Z');
  it('cart eligibility: status orcamento and younger than 6 days', () => {
    expect(
      podeIrParaCarrinho({ status: 'orcamento', data_hora_cotacao: '2026-11-17T12:00:01Z' }, agora),
    ).toBe(true);
    expect(
      podeIrParaCarrinho({ status: 'orcamento', data_hora_cotacao: '2026-11-16T12:00:00Z' }, agora),
    ).toBe(false);
    expect(podeIrParaCarrinho({ status: null, data_hora_cotacao: '2026-11-22T11:00:00Z' }, agora)).toBe(
      false,
    );
    expect(podeArquivarCotacao({ status: 'fatura' })).toBe(false);
    expect(podeArquivarCotacao({ status: 'orcamento' })).toBe(true);
  });

  it('ticket flags: independent versus ida/volta', () => {
    const base = { bilhete_ida: true, bilhete_volta: true, bilhete_independente: false };
    expect(alternarFlagBilhete(base, 'bilhete_independente', true)).toEqual({
      bilhete_ida: false,
      bilhete_volta: false,
      bilhete_independente: true,
    });
    const independente = { bilhete_ida: false, bilhete_volta: false, bilhete_independente: true };
    expect(alternarFlagBilhete(independente, 'bilhete_ida', true)).toEqual({
      bilhete_ida: true,
      bilhete_volta: false,
      bilhete_independente: false,
    });
    expect(alternarFlagBilhete(base, 'bilhete_volta', false)).toEqual({ ...base, bilhete_volta: false });
  });

  it('one cabin class per leg', () => {
    const perna = { economica: true, economica_premium: false, executiva: false, primeira_classe: false };
    expect(classeUnicaValida(perna)).toBe(true);
    expect(classeUnicaValida({ ...perna, executiva: true })).toBe(false);
    expect(classeUnicaValida({ ...perna, economica: false })).toBe(false);
  });

  it('a round trip builds its reverse leg', () => {
    const [ida, volta] = trechosIdaVolta(
      {
        ordem: 1,
        origem: 'GRU',
        destino: 'LIS',
        flexibilidade_origem: 1,
        flexibilidade_destino: 2,
        data_inicio: '2027-01-10',
        data_fim: '2027-01-12',
      },
      { data_inicio: '2027-01-25', data_fim: '2027-01-26' },
    );
    expect(ida).toMatchObject({ ordem: 1, origem: 'GRU', destino: 'LIS' });
    expect(volta).toEqual({
      ordem: 2,
      origem: 'LIS',
      destino: 'GRU',
      flexibilidade_origem: 2,
      flexibilidade_destino: 1,
      data_inicio: '2027-01-25',
      data_fim: '2027-01-26',
    });
    expect(orcamentoAberto({ status: 'fechado' })).toBe(false);
  });
});

describe('payments and issuances over time', () => {
  it('an unpaid payment past its due date is atrasado; otherwise the mark is cleared', () => {
    const base = { data_pagamento: null, hoje: '2026-11-22' };
    expect(statusPagamento({ ...base, status: 'nao_efetuado', data_vencimento: '2026-11-21' })).toBe(
      'atrasado',
    );
    expect(statusPagamento({ ...base, status: 'nao_efetuado', data_vencimento: '2026-11-22' })).toBe(
      'nao_efetuado',
    );
    expect(statusPagamento({ ...base, status: 'atrasado', data_vencimento: '2026-11-30' })).toBe(
      'nao_efetuado',
    );
    expect(statusPagamento({ ...base, status: 'concluido', data_vencimento: '2026-01-01' })).toBe(
      'concluido',
    );
    expect(
      statusPagamento({
        status: 'nao_efetuado',
        data_pagamento: '2026-11-20',
        data_vencimento: '2026-11-01',
        hoje: '2026-11-22',
      }),
    ).toBe('nao_efetuado');
  });

  it('elapsed-time marker: 48 hours late, stopped when cancelled or finished', () => {
    const agora = new Date('2026-11-22T12:00:00Z');
    expect(marcadorTempo({ status: 'fila_de_emissao', created_at: '2026-11-20T11:00:00Z', agora })).toEqual({
      horas: 49,
      icone: 'bravo',
      atrasada: true,
    });
    expect(marcadorTempo({ status: 'fila_de_emissao', created_at: '2026-11-21T12:00:00Z', agora })).toEqual({
      horas: 24,
      icone: 'relogio',
      atrasada: false,
    });
    expect(
      marcadorTempo({
        status: 'finalizada',
        created_at: '2026-11-10T10:00:00Z',
        data_hora_emissao: '2026-11-10T13:30:00Z',
        agora,
      }),
    ).toEqual({ horas: 3.5, icone: 'feliz', atrasada: false });
    expect(
      marcadorTempo({
        status: 'rac',
        created_at: '2026-11-01T10:00:00Z',
        data_hora_emissao: '2026-11-01T12:00:00Z',
        agora,
      }),
    ).toEqual({ horas: 2, icone: 'feliz', atrasada: false });
    expect(
      marcadorTempo({
        status: 'cancelada',
        created_at: '2026-11-10T10:00:00Z',
        cancelada_em: '2026-11-13T10:00:00Z',
        agora,
      }),
    ).toEqual({ horas: 72, icone: 'bravo', atrasada: false });
    expect(emissaoEditavel({ status: 'fila_de_emissao' })).toBe(true);
    expect(emissaoEditavel({ status: 'finalizada' })).toBe(false);
  });
});
