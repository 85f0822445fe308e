import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COTACAO_CALCULO_MESSAGES, calcularCotacao } from './calculo-cotacao.ts';
import { repartirProporcional } from './comissao.ts';
import { bilheteDeMilhas, contextoDeTeste } from './contexto-de-teste.ts';
import { corLucro, margemLucro } from './cotacao.ts';
import { custosDasCompras } from './custo-real.ts';
import { D, dec, moneyString } from './dinheiro.ts';
import { calcularFatura, descontoPadrao } from './fatura.ts';
import { fatorMoeda } from './moedas.ts';
import { opcoesCartao } from './parcelamento.ts';

/** Decision 0035: each amount rounded once, and every figure derived from the amounts as shown. */

const contexto = contextoDeTeste({ piso: '20', custos: ['24', '22', '20', '18', '16', '15'] });

const centavos = fc.integer({ min: 1, max: 5_000_000 }).map((c) => new D(c).div(100).toFixed(2));

describe('one amount everywhere (decision 0035)', () => {
  it('1. the card options come from the rounded final value, as the PDF computes them', () => {
    // 1000.07 + 5 % = 1050.0735: from the unrounded value the 12× total was 1118.11, from R$ 1.050,07 it is 1118.10
    const r = calcularCotacao(
      {
        ajuste_ativado: true,
        valor_ajuste_porcentagem: '5',
        cotacao_outro: { custo_total: '1000.07' },
      },
      contexto,
    );
    expect(r.valor_final).toBe('1050.07');
    expect(r.opcoes_cartao[11]?.total).toBe('1118.10');
    expect(r.opcoes_cartao).toEqual(opcoesCartao(r.valor_final));
    fc.assert(
      fc.property(centavos, fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 99 }), (c, p, f) => {
        const calculo = calcularCotacao(
          {
            ajuste_ativado: true,
            valor_ajuste_porcentagem: `${p}.${String(f).padStart(2, '0')}`,
            cotacao_outro: { custo_total: c },
          },
          contexto,
        );
        expect(calculo.opcoes_cartao).toEqual(opcoesCartao(calculo.valor_final));
      }),
    );
  });

  it('2. a parcelado invoice at the default discount charges the n× total the quote showed', () => {
    const tres = { tipo: 'pagamentoParcelado', valorAVista: '1000.05', parcelas: 3 } as const;
    const fatura = calcularFatura({ ...tres, desconto: descontoPadrao(tres) });
    expect(fatura.ok && fatura.fatura.valorTotal).toBe(opcoesCartao('1000.05')[2]?.total);
    expect(fatura.ok && fatura.fatura.valorTotal).toBe('1059.94');
    fc.assert(
      fc.property(centavos, fc.integer({ min: 1, max: 12 }), (valor, parcelas) => {
        const condicao = { tipo: 'pagamentoParcelado', valorAVista: valor, parcelas } as const;
        const r = calcularFatura({ ...condicao, desconto: descontoPadrao(condicao) });
        if (!r.ok) throw new Error(r.erro.mensagem);
        const opcao = opcoesCartao(valor)[parcelas - 1];
        expect(r.fatura.valorTotal).toBe(opcao?.total);
        expect(r.fatura.pagamentos[0]?.valor_parcela).toBe(opcao?.valor_parcela);
      }),
    );
  });

  it('3. the maximum discount shown plus R$ 0,10 is accepted, and a cent more is refused', () => {
    // R$ 1.000,05 à vista: exactly 65.0150…, shown 65.02; 65.12 was refused when the exact value was checked
    const avista = { tipo: 'pagamentoAVista', valorAVista: '1000.05' } as const;
    expect(descontoPadrao(avista)).toBe('65.02');
    expect(calcularFatura({ ...avista, desconto: '65.12' }).ok).toBe(true);
    expect(calcularFatura({ ...avista, desconto: '65.13' }).ok).toBe(false);
    fc.assert(
      fc.property(
        centavos,
        fc.constantFrom('pagamentoAVista', 'pagamentoParcelado', 'pagamentoAVistaPortalFornecedor'),
        fc.integer({ min: 1, max: 12 }),
        (valor, tipo, parcelas) => {
          const condicao = { tipo, valorAVista: valor, parcelas };
          const maximo = dec(descontoPadrao(condicao));
          expect(calcularFatura({ ...condicao, desconto: maximo.plus('0.10').toFixed(2) }).ok).toBe(true);
          expect(calcularFatura({ ...condicao, desconto: maximo.plus('0.11').toFixed(2) }).ok).toBe(false);
        },
      ),
    );
  });

  it('4. the profit colour is read from the two-decimal margin the tables show', () => {
    // 1999.60 / 10000 = 19.996 %: shown and stored as 20.00 %, so green in the dialog as in the tables
    const margem = margemLucro({ venda: '10000.00', custo: '8000.40' });
    expect(margem.toFixed(2)).toBe('20.00');
    expect(corLucro(margem)).toBe('verde');
    const r = calcularCotacao({ cotacao_outro: { custo_total: '8000.40', rav: '1999.60' } }, contexto);
    expect([r.lucro_porcentagem, r.cor_lucro]).toEqual(['20.00', 'verde']);
    expect(corLucro(r.lucro_porcentagem)).toBe(r.cor_lucro);
    // 4.996 % is 5.00 %: orange in both
    const cinco = calcularCotacao({ cotacao_outro: { custo_total: '9500.40', rav: '499.60' } }, contexto);
    expect([cinco.lucro_porcentagem, cinco.cor_lucro]).toEqual(['5.00', 'laranja']);
  });

  it('6. the miles cost uses the cost table’s tier of the quantity', () => {
    // 150,000 miles: fifth tier, sale R$ 26 and cost R$ 16 the thousand
    const bilhete = bilheteDeMilhas({ quantidade_milhas: 150_000 });
    const r = calcularCotacao({ cotacao_voo: { subcotacoes: [bilhete] } }, contexto);
    expect(r.partes[0]?.milheiro).toBe('26.00');
    expect(r.custo_total).toBe('3900.00');
    expect(r.custo_agencia).toBe('2400.00');
    expect([r.lucro_porcentagem, r.cor_lucro]).toEqual(['38.46', 'verde']);
  });

  it('7. a validated wallet purchase is converted from the ticket’s currency before the discount', () => {
    const fator = fatorMoeda({ sigla: 'USD', cambio: '5.40', ano: 2026 });
    // US$ 1,000 at 5.40 in 2026 is R$ 5.804,95; less 10 %
    const wallet = [{ tipo: 'wallet' as const, valor: 0, valor_compra: null, desagio_compra: '10' }];
    // rounded once: 5,804.946… × 0.9 = 5,224.451… (the price rounded first would give 5,224.46)
    expect(custosDasCompras(wallet, { custoBilhete: '1000', fator }).map(moneyString)).toEqual(['5224.45']);
    expect(custosDasCompras(wallet, { custoBilhete: '1000', fator: 1 }).map(moneyString)).toEqual(['900.00']);
  });

  it('8. a commission base split across tickets gives no negative share and sums to the base', () => {
    const partes = repartirProporcional('1000.01', ['500', '500', '0']).map((p) => p.toFixed(2));
    expect(partes).toEqual(['500.00', '500.01', '0.00']);
    fc.assert(
      fc.property(
        centavos,
        fc.array(
          fc.integer({ min: 0, max: 1_000_000 }).map((c) => (c / 100).toFixed(2)),
          { minLength: 1, maxLength: 8 },
        ),
        (base, pesos) => {
          const r = repartirProporcional(base, pesos);
          expect(r.every((p) => !p.isNegative() && p.decimalPlaces() <= 2)).toBe(true);
          expect(r.reduce((a, p) => a.plus(p), new D(0)).toFixed(2)).toBe(base);
          const soma = pesos.reduce((a, p) => a.plus(p), new D(0));
          if (soma.isZero()) return;
          for (const [i, p] of pesos.entries()) if (dec(p).isZero()) expect(r[i]?.isZero()).toBe(true);
        },
      ),
    );
  });

  it('9. a quote whose final value is negative is refused with a clear message', () => {
    const r = calcularCotacao(
      { ajuste_ativado: true, valor_ajuste_absoluto: '-1500', cotacao_outro: { custo_total: '1000' } },
      contexto,
    );
    expect(r.valor_final).toBe('-500.00');
    expect(r.erros).toEqual([
      { path: ['valor_final'], message: COTACAO_CALCULO_MESSAGES.valorFinalNegativo },
    ]);
    // zero while it costs the agency something is not a courtesy: it is refused too
    const zero = calcularCotacao(
      { ajuste_ativado: true, valor_ajuste_absoluto: '-1000', cotacao_outro: { custo_total: '1000' } },
      contexto,
    );
    expect(zero.erros).toEqual([
      { path: ['valor_final'], message: COTACAO_CALCULO_MESSAGES.valorFinalGratuito },
    ]);
  });

  it('10. à vista by card is charged the 1× card total, not the Pix price', () => {
    const cartao = { tipo: 'pagamentoAVista', valorAVista: '10000.00', meio: 'pagarme' } as const;
    expect(descontoPadrao(cartao)).toBe('92.16');
    const r = calcularFatura({ ...cartao, desconto: descontoPadrao(cartao) });
    expect(r.ok && r.fatura.valorTotal).toBe('10516.02');
    expect(r.ok && r.fatura.valorTotal).toBe(opcoesCartao('10000.00')[0]?.total);
    // the Pix discount on a card is refused
    expect(calcularFatura({ ...cartao, desconto: '608.18' }).ok).toBe(false);
    const pix = { tipo: 'pagamentoAVista', valorAVista: '10000.00', meio: 'pix' } as const;
    const p = calcularFatura({ ...pix, desconto: descontoPadrao(pix) });
    expect(p.ok && p.fatura.valorTotal).toBe('10000.00');
  });
});
