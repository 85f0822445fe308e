import { describe, expect, it } from 'vitest';
import {
  avisoCotacaoAnterior,
  cotacaoAnteriorAAlteracao,
  ORCAMENTO_MESSAGES as M,
  motivoOrcamentoNaoEditavel,
  podeEditarOrcamento,
} from './orcamentos-regras.ts';

describe('editing a request', () => {
  it.each([
    ['aberto', 'proposta', null],
    ['fechado', 'proposta', M.fechadoNaoEdita],
    ['aberto', 'concluida', M.vendaNaoPropostaEdita],
    ['aberto', 'fechada', M.vendaNaoPropostaEdita],
    ['aberto', undefined, M.vendaNaoPropostaEdita],
  ] as const)('a request %s of a sale %s: %s', (status, venda, motivo) => {
    expect(motivoOrcamentoNaoEditavel({ status }, venda)).toBe(motivo);
    expect(podeEditarOrcamento({ status }, venda)).toBe(motivo === null);
  });
});

describe('quotes made before the request changed', () => {
  const alterado_em = '2026-03-12T13:00:00.000Z';
  it('are those made strictly before the last edit, and none when it was never edited', () => {
    expect(
      cotacaoAnteriorAAlteracao({ data_hora_cotacao: '2026-03-12T12:59:59.000Z' }, { alterado_em }),
    ).toBe(true);
    expect(cotacaoAnteriorAAlteracao({ data_hora_cotacao: alterado_em }, { alterado_em })).toBe(false);
    expect(cotacaoAnteriorAAlteracao({ data_hora_cotacao: new Date('2026-03-13') }, { alterado_em })).toBe(
      false,
    );
    expect(cotacaoAnteriorAAlteracao({ data_hora_cotacao: '2020-01-01' }, { alterado_em: null })).toBe(false);
  });

  it("say when, in the agency's time", () => {
    expect(avisoCotacaoAnterior(alterado_em)).toBe(
      'Feita antes da alteração do orçamento em 12/03/2026 10:00',
    );
  });
});
