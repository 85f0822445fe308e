import type { CampoFormadorEmissao } from '@skyler/domain/emissoes';
import { describe, expect, it } from 'vitest';
import { CARTOES, makeLinhaPagamento } from '../testing/fixtures.ts';
import { comResponsavel, linhasIniciais, pagamentosRequest } from './linhas-pagamento.ts';

const milheiro: CampoFormadorEmissao = {
  campo_formador: 'milheiro',
  valor: '1500.00',
  responsavel_fixo: 'skyler',
  cartao_permitido: false,
};
const taxa: CampoFormadorEmissao = {
  campo_formador: 'custo_taxa_embarque',
  valor: '250.50',
  responsavel_fixo: null,
  cartao_permitido: true,
};

describe('payment lines of an issuance', () => {
  it('start with the agency, which sold the service, for every field not saved yet', () => {
    const linhas = linhasIniciais([milheiro, taxa], []);
    expect(linhas.map((l) => [l.campo_formador, l.responsavel, l.cartao])).toEqual([
      ['milheiro', 'skyler', null],
      ['custo_taxa_embarque', 'skyler', null],
    ]);
    // what was saved wins over the default
    const salvas = linhasIniciais(
      [taxa],
      [makeLinhaPagamento({ campo_formador: 'custo_taxa_embarque', responsavel: 'cliente', cartao: null })],
    );
    expect(salvas[0]?.responsavel).toBe('cliente');
  });

  it('start from what was saved, but never put a card where none is allowed', () => {
    const salvas = [
      makeLinhaPagamento({ campo_formador: 'milheiro', responsavel: 'cliente', cartao: CARTOES[0] ?? null }),
      makeLinhaPagamento({ campo_formador: 'custo_taxa_embarque', cartao: CARTOES[1] ?? null }),
    ];
    const [m, t] = linhasIniciais([milheiro, taxa], salvas);
    expect(m).toMatchObject({ responsavel: 'skyler', cartao: null });
    expect(t).toMatchObject({ responsavel: 'skyler', cartao: 2 });
  });

  it('drop the card when the client pays and keep the agency on a fixed field', () => {
    const [m, t] = linhasIniciais(
      [milheiro, taxa],
      [makeLinhaPagamento({ campo_formador: 'custo_taxa_embarque' })],
    );
    if (!m || !t) throw new Error('sem linhas');
    expect(comResponsavel(t, 'cliente')).toMatchObject({ responsavel: 'cliente', cartao: null });
    expect(comResponsavel(m, 'cliente')).toMatchObject({ responsavel: 'skyler' });
    expect(pagamentosRequest([m, t])).toEqual([
      { campo_formador: 'milheiro', responsavel: 'skyler', cartao: null },
      { campo_formador: 'custo_taxa_embarque', responsavel: 'skyler', cartao: 1 },
    ]);
  });
});
