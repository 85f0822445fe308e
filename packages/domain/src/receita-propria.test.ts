import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec, moneyString, sum, toCents } from './precos/dinheiro.ts';
import { calcularResultado } from './precos/resultado.ts';
import { tetoEstornoRac } from './racs.ts';
import { calcularReceitaPropria, somarReceitasProprias, TIPOS_RECEITA_PROPRIA } from './receita-propria.ts';

const centavos = (max: number) => fc.integer({ min: 0, max }).map((c) => toCents(dec(c).div(100)));

describe('calcularReceitaPropria', () => {
  it('splits a hotel paid in full: the cost goes to the supplier, RAV, incentive and adjustment stay', () => {
    const r = calcularReceitaPropria({
      cancelado: false,
      pago: '1150.00',
      custo: '1000.00',
      rav: '80.00',
      incentivo: '30.00',
    });
    expect(moneyString(r.intermediado)).toBe('970.00');
    expect(moneyString(r.propria)).toBe('180.00');
    expect(moneyString(r.por_tipo.rav)).toBe('80.00');
    expect(moneyString(r.por_tipo.incentivos)).toBe('30.00');
    expect(moneyString(r.por_tipo.taxas)).toBe('70.00');
  });

  it('a cancelled service refunded less a kept penalty earns the penalty as a fee, no RAV', () => {
    const r = calcularReceitaPropria({
      cancelado: true,
      pago: '1000.00',
      custo: '900.00',
      rav: '50.00',
      incentivo: '20.00',
      reembolso_cliente: '850.00',
      reembolso_fornecedor: '900.00',
    });
    expect(moneyString(r.pago)).toBe('150.00');
    expect(moneyString(r.intermediado)).toBe('0.00');
    expect(moneyString(r.propria)).toBe('150.00');
    expect(moneyString(r.por_tipo.rav)).toBe('0.00');
    expect(moneyString(r.por_tipo.estornos)).toBe('50.00');
  });

  it('property: intermediado + própria = what the client paid less refunds, for every service with RACs', () => {
    fc.assert(
      fc.property(
        fc.record({
          custo: centavos(5_000_000),
          rav: centavos(50_000),
          incentivo: centavos(100_000),
          ajuste: fc.integer({ min: -50_000, max: 200_000 }).map((c) => toCents(dec(c).div(100))),
          diferenca: fc.integer({ min: -30_000, max: 30_000 }).map((c) => toCents(dec(c).div(100))),
          partes: fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }),
          concluidas: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
          racs: fc.array(fc.record({ cliente: fc.nat(100), fornecedor: fc.nat(100) }), { maxLength: 3 }),
          cancelado: fc.boolean(),
        }),
        (s) => {
          // what the client is charged, split in payments to the cent (the last takes the remainder)
          const valor = s.custo.plus(s.rav).plus(s.ajuste);
          const peso = s.partes.reduce((a, b) => a + b, 0);
          const parcelas = s.partes.map((p) => toCents(valor.times(p).div(peso)));
          parcelas[parcelas.length - 1] = valor.minus(sum(parcelas.slice(0, -1)));
          const pago = sum(parcelas.filter((_, i) => s.concluidas[i] ?? true));
          // RAC refunds, each capped by what the other RACs already refund (the issuance's ceiling)
          const clientes: string[] = [];
          const fornecedores: string[] = [];
          for (const rac of s.racs) {
            const teto = tetoEstornoRac(pago, clientes);
            clientes.push(moneyString(toCents(teto.times(rac.cliente).div(100))));
            const tetoF = tetoEstornoRac(s.custo, fornecedores);
            fornecedores.push(moneyString(toCents(tetoF.times(rac.fornecedor).div(100))));
          }
          const reembolsoCliente = sum(clientes);
          const r = calcularReceitaPropria({
            cancelado: s.cancelado,
            pago,
            custo: s.custo,
            rav: s.rav,
            incentivo: s.incentivo,
            diferenca_cambial: s.diferenca,
            reembolso_cliente: reembolsoCliente,
            reembolso_fornecedor: sum(fornecedores),
          });
          expect(r.intermediado.plus(r.propria).toFixed(2)).toBe(pago.minus(reembolsoCliente).toFixed(2));
          expect(sum(TIPOS_RECEITA_PROPRIA.values.map((t) => r.por_tipo[t])).toFixed(2)).toBe(
            r.propria.toFixed(2),
          );
          expect(r.propria.decimalPlaces()).toBeLessThanOrEqual(2);
          // paid in full, not cancelled, no RAC: the own revenue less the incentive is the sale's result's
          // gross margin less the exchange difference (decision 0067)
          if (!s.cancelado && s.racs.length === 0 && pago.eq(valor)) {
            const resultado = calcularResultado({
              servicos: [{ id: 1, cancelado: false, receita: valor, custo: s.custo }],
              taxas: [],
              emissoes: [],
            });
            expect(r.propria.minus(s.incentivo).toFixed(2)).toBe(
              resultado.margem_bruta.minus(s.diferenca).toFixed(2),
            );
          }
          const dobro = somarReceitasProprias([r, r]);
          expect(dobro.propria.toFixed(2)).toBe(r.propria.times(2).toFixed(2));
        },
      ),
    );
  });
});
