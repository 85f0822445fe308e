import { describe, expect, it } from 'vitest';
import { resumoBoasPraticas, type ServicoBoasPraticas } from './vendas.ts';

const comMilhas = { subcotacoes: [{ tipo_cotacao: 'pagante' }, { tipo_cotacao: 'milha' }] };
const comWallet = { subcotacoes: [{ tipo_cotacao: 'wallet' }] };
const semMilhas = { subcotacoes: [{ tipo_cotacao: 'pagante' }] };
const hotel = { subcotacoes: [] };

function servico(overrides: Partial<ServicoBoasPraticas> = {}): ServicoBoasPraticas {
  return { seguiu_manual_boas_praticas: true, seguiu_manual_boas_praticas_milhas: true, ...overrides };
}

describe('resumoBoasPraticas', () => {
  it("shows '-' without services", () => {
    expect(resumoBoasPraticas([])).toEqual({ seguiram: 0, total: 0, situacao: '-' });
  });

  it("is 'seguiu' only when every service followed both manuals", () => {
    expect(resumoBoasPraticas([servico(), servico()])).toEqual({ seguiram: 2, total: 2, situacao: 'seguiu' });
    expect(resumoBoasPraticas([servico(), servico({ seguiu_manual_boas_praticas_milhas: false })])).toEqual({
      seguiram: 1,
      total: 2,
      situacao: 'não seguiu',
    });
    expect(resumoBoasPraticas([servico({ seguiu_manual_boas_praticas: false })])).toEqual({
      seguiram: 0,
      total: 1,
      situacao: 'não seguiu',
    });
  });

  it('counts a service not yet invoiced (no answer) as not followed', () => {
    expect(
      resumoBoasPraticas([
        servico({
          seguiu_manual_boas_praticas: null,
          seguiu_manual_boas_praticas_milhas: null,
          cotacao: hotel,
        }),
      ]),
    ).toEqual({ seguiram: 0, total: 1, situacao: 'não seguiu' });
  });

  it('does not ask the miles manual of a service without miles or wallet tickets', () => {
    const semResposta = { seguiu_manual_boas_praticas_milhas: null };
    expect(
      resumoBoasPraticas([
        servico({ ...semResposta, cotacao: semMilhas }),
        servico({ ...semResposta, cotacao: hotel }),
      ]),
    ).toEqual({ seguiram: 2, total: 2, situacao: 'seguiu' });
    expect(
      resumoBoasPraticas([servico({ seguiu_manual_boas_praticas: false, cotacao: hotel })]).situacao,
    ).toBe('não seguiu');
  });

  it('asks the miles manual of a service with miles or wallet tickets', () => {
    expect(
      resumoBoasPraticas([servico({ seguiu_manual_boas_praticas_milhas: null, cotacao: comMilhas })]),
    ).toEqual({
      seguiram: 0,
      total: 1,
      situacao: 'não seguiu',
    });
    expect(
      resumoBoasPraticas([servico({ seguiu_manual_boas_praticas_milhas: false, cotacao: comWallet })])
        .seguiram,
    ).toBe(0);
    expect(resumoBoasPraticas([servico({ cotacao: comWallet })]).situacao).toBe('seguiu');
  });
});
