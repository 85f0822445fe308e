import { describe, expect, it } from 'vitest';
import {
  aniversariosDaSemana,
  diasDoPeriodo,
  etapaDaVenda,
  fluxoPorSemana,
  funilDasVendas,
  type MarcosDaVenda,
  mesDoDia,
  partesDoPeriodo,
  periodoAnterior,
  podeVerPainelCompleto,
  semanaDoDia,
} from './dashboard.ts';
import { compararDecimais } from './precos/dinheiro.ts';
import { saldoDoFluxo, taxaPercentual, ticketMedio, variacaoPercentual } from './precos/painel.ts';

function somar(dia: string, dias: number): string {
  const d = new Date(`${dia}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}

/** How many times each day counts in the parts (months whole, days added or subtracted). */
function contagemDosDias(partes: ReturnType<typeof partesDoPeriodo>): Map<string, number> {
  const vezes = new Map<string, number>();
  const somarDia = (dia: string, n: number) => vezes.set(dia, (vezes.get(dia) ?? 0) + n);
  if (partes.meses)
    for (let d = partes.meses.de; d <= mesDoDia(partes.meses.ate).fim; d = somar(d, 1)) somarDia(d, 1);
  for (const p of partes.dias) for (let d = p.de; d <= p.ate; d = somar(d, 1)) somarDia(d, p.sinal);
  return new Map([...vezes].filter(([, n]) => n !== 0));
}

describe('dashboard periods', () => {
  it("the top clients' parts count each day of the period once and no other day", () => {
    let semente = 7;
    const proximo = (n: number) => {
      semente = (semente * 48_271) % 2_147_483_647;
      return semente % n;
    };
    const periodos: [string, string][] = [
      ['2025-03-01', '2025-03-31'],
      ['2025-11-27', '2026-11-27'],
      ['2024-02-29', '2024-02-29'],
      ['2025-01-31', '2025-02-01'],
    ];
    for (let i = 0; i < 300; i++) {
      const inicio = somar('2024-01-01', proximo(800));
      periodos.push([inicio, somar(inicio, proximo(366))]);
    }
    for (const [inicio, fim] of periodos) {
      const esperado = new Map<string, number>();
      for (let d = inicio; d <= fim; d = somar(d, 1)) esperado.set(d, 1);
      expect(contagemDosDias(partesDoPeriodo(inicio, fim)), `${inicio}..${fim}`).toEqual(esperado);
    }
  });

  it('reads the fewest days at each end: the current month whole, the last 366 days from the months', () => {
    expect(partesDoPeriodo('2025-03-01', '2025-03-31')).toEqual({
      meses: { de: '2025-03-01', ate: '2025-03-01' },
      dias: [],
    });
    expect(partesDoPeriodo('2026-11-01', '2026-11-27')).toEqual({
      meses: { de: '2026-11-01', ate: '2026-11-01' },
      dias: [{ de: '2026-11-28', ate: '2026-11-30', sinal: -1 }],
    });
    expect(partesDoPeriodo('2025-11-27', '2026-11-27')).toEqual({
      meses: { de: '2025-12-01', ate: '2026-11-01' },
      dias: [
        { de: '2025-11-27', ate: '2025-11-30', sinal: 1 },
        { de: '2026-11-28', ate: '2026-11-30', sinal: -1 },
      ],
    });
    expect(partesDoPeriodo('2025-06-10', '2025-06-14')).toEqual({
      meses: null,
      dias: [{ de: '2025-06-10', ate: '2025-06-14', sinal: 1 }],
    });
  });

  it('a month runs from its first to its last day', () => {
    expect(mesDoDia('2024-02-15')).toEqual({ inicio: '2024-02-01', fim: '2024-02-29' });
    expect(mesDoDia('2025-12-31')).toEqual({ inicio: '2025-12-01', fim: '2025-12-31' });
  });

  it('counts the days of a period with both ends', () => {
    expect(diasDoPeriodo('2025-03-01', '2025-03-01')).toBe(1);
    expect(diasDoPeriodo('2024-01-01', '2024-12-31')).toBe(366);
    expect(diasDoPeriodo('2025-03-08', '2025-03-10')).toBe(3);
  });

  it('a week runs Monday to Sunday, across a year end', () => {
    expect(semanaDoDia('2025-12-31')).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    expect(semanaDoDia('2026-01-04')[0]).toBe('2025-12-29');
    expect(semanaDoDia('2026-01-05')[0]).toBe('2026-01-05');
  });

  it("keeps 29 February's birthdays in a week of a year without it", () => {
    expect(aniversariosDaSemana('2025-02-27')).toEqual([
      '02-24',
      '02-25',
      '02-26',
      '02-27',
      '02-28',
      '02-29',
      '03-01',
      '03-02',
    ]);
    expect(aniversariosDaSemana('2024-02-27')).toEqual([
      '02-26',
      '02-27',
      '02-28',
      '02-29',
      '03-01',
      '03-02',
      '03-03',
    ]);
  });

  it('administrators, finance and commission see the whole agency', () => {
    expect(podeVerPainelCompleto({ is_superuser: true, pertencente: [] })).toBe(true);
    expect(podeVerPainelCompleto({ pertencente: ['financeiro'] })).toBe(true);
    expect(podeVerPainelCompleto({ pertencente: ['comissao'] })).toBe(true);
    expect(podeVerPainelCompleto({ pertencente: ['vendas_1', 'milhas', 'emissao'] })).toBe(false);
  });
});

describe('the funnel of the sales', () => {
  const venda = (marcos: string): MarcosDaVenda => ({
    solicitacao: marcos.includes('S'),
    cotacao: marcos.includes('C'),
    carrinho: marcos.includes('K'),
    faturada: marcos.includes('F'),
    concluida: marcos.includes('X'),
  });

  it.each([
    ['', 0],
    ['S', 1],
    ['SC', 2],
    ['SCK', 3],
    ['SCKF', 4],
    ['SCKFX', 5],
    // a stage without the one before does not count: a quote without a request, a concluded sale never invoiced
    ['C', 0],
    ['SK', 1],
    ['SCX', 2],
    ['SCKX', 3],
  ])('a sale with %j stops at stage %i', (marcos, etapa) => {
    expect(etapaDaVenda(venda(marcos))).toBe(etapa);
  });

  it.each([
    {
      caso: 'more quotes than requests (today\'s "Cotações 131,7 %") is counted per sale',
      vendas: ['SC', 'SC', 'SCK', 'S', ''],
      esperado: [
        ['vendas', 5, null],
        ['solicitacoes', 4, '80.0'],
        ['cotacoes', 3, '75.0'],
        ['carrinho', 1, '33.3'],
        ['faturadas', 0, '0.0'],
        ['concluidas', 0, null],
      ],
    },
    {
      caso: 'every sale concluded',
      vendas: ['SCKFX', 'SCKFX'],
      esperado: [
        ['vendas', 2, null],
        ['solicitacoes', 2, '100.0'],
        ['cotacoes', 2, '100.0'],
        ['carrinho', 2, '100.0'],
        ['faturadas', 2, '100.0'],
        ['concluidas', 2, '100.0'],
      ],
    },
    {
      caso: 'no sale',
      vendas: [],
      esperado: [
        ['vendas', 0, null],
        ['solicitacoes', 0, null],
        ['cotacoes', 0, null],
        ['carrinho', 0, null],
        ['faturadas', 0, null],
        ['concluidas', 0, null],
      ],
    },
  ])('$caso', ({ vendas, esperado }) => {
    const porEtapa = new Map<number, number>();
    for (const v of vendas) {
      const e = etapaDaVenda(venda(v));
      porEtapa.set(e, (porEtapa.get(e) ?? 0) + 1);
    }
    const funil = funilDasVendas([...porEtapa].map(([etapa, quantidade]) => ({ etapa, quantidade })));
    expect(funil.map((e) => [e.etapa, e.quantidade, e.taxa])).toEqual(esperado);
  });

  it('never shows a stage above 100 % of the one before, whatever the sales', () => {
    let semente = 11;
    const proximo = (n: number) => {
      semente = (semente * 48_271) % 2_147_483_647;
      return semente % n;
    };
    for (let i = 0; i < 200; i++) {
      const alcancadas = Array.from({ length: 6 }, (_, etapa) => ({ etapa, quantidade: proximo(30) }));
      for (const e of funilDasVendas(alcancadas))
        if (e.taxa !== null) expect(Number(e.taxa)).toBeLessThanOrEqual(100);
    }
  });
});

describe('the previous period and the variation', () => {
  it.each([
    ['2025-02-01', '2025-02-28', '2025-01-04', '2025-01-31'],
    ['2025-03-01', '2025-03-31', '2025-01-29', '2025-02-28'],
    ['2024-03-01', '2024-03-01', '2024-02-29', '2024-02-29'],
    ['2025-01-01', '2025-12-31', '2024-01-02', '2024-12-31'],
  ])('%s–%s follows %s–%s, as long as it', (inicio, fim, antes, ate) => {
    expect(periodoAnterior(inicio, fim)).toEqual({ inicio: antes, fim: ate });
    expect(diasDoPeriodo(antes, ate)).toBe(diasDoPeriodo(inicio, fim));
  });

  it.each([
    ['150.00', '100.00', '50.0'],
    ['50', '100', '-50.0'],
    ['100', '100', '0.0'],
    ['1', '3', '-66.7'],
    ['2', '3', '-33.3'],
    ['-100', '-200', '50.0'],
    ['-300', '-200', '-50.0'],
    ['100', '-100', '200.0'],
    ['0', '80', '-100.0'],
    ['80', '0', null],
    ['0', '0', null],
  ])('%s after %s moved %s %%', (atual, anterior, esperado) => {
    expect(variacaoPercentual(atual, anterior)).toBe(esperado);
  });

  it('rates, average tickets and nets to the cent', () => {
    expect(taxaPercentual(1, 3)).toBe('33.3');
    expect(taxaPercentual(2, 3)).toBe('66.7');
    expect(taxaPercentual(5, 0)).toBeNull();
    expect(ticketMedio('1000.00', 3)).toBe('333.33');
    expect(ticketMedio('200.00', 3)).toBe('66.67');
    expect(ticketMedio('500.00', 0)).toBeNull();
    expect(saldoDoFluxo('100.10', '250.05')).toBe('-149.95');
  });
});

describe('the cash flow by week', () => {
  const hoje = '2026-11-29';
  const dia = (vencimento: string | null, receber: string, pagar = '0') => ({ vencimento, receber, pagar });

  it('puts each due day in its bucket: overdue, eight weeks of seven days from today, none after', () => {
    const fluxo = fluxoPorSemana(hoje, [
      dia('2026-01-10', '100.00'),
      dia('2026-11-28', '50.00', '20.00'),
      dia('2026-11-29', '10.00'),
      dia('2026-12-05', '5.00', '7.50'),
      dia('2026-12-06', '1.00'),
      dia('2027-01-23', '0', '300.00'),
      dia('2027-01-24', '999.00', '999.00'),
      dia(null, '0', '40.00'),
    ]);
    expect(fluxo.atrasados).toEqual({ receber: '150.00', pagar: '20.00', saldo: '130.00' });
    expect(fluxo.semanas.map((s) => [s.inicio, s.fim, s.receber, s.pagar, s.saldo])).toEqual([
      ['2026-11-29', '2026-12-05', '15.00', '7.50', '7.50'],
      ['2026-12-06', '2026-12-12', '1.00', '0.00', '1.00'],
      ['2026-12-13', '2026-12-19', '0.00', '0.00', '0.00'],
      ['2026-12-20', '2026-12-26', '0.00', '0.00', '0.00'],
      ['2026-12-27', '2027-01-02', '0.00', '0.00', '0.00'],
      ['2027-01-03', '2027-01-09', '0.00', '0.00', '0.00'],
      ['2027-01-10', '2027-01-16', '0.00', '0.00', '0.00'],
      ['2027-01-17', '2027-01-23', '0.00', '300.00', '-300.00'],
    ]);
    expect(fluxo.sem_vencimento).toEqual({ receber: '0.00', pagar: '40.00', saldo: '-40.00' });
  });
});

describe('the rankings’ order of amounts', () => {
  it('compares decimal strings exactly, where numbers would round them together', () => {
    // beyond a double's 15–17 digits, Number() makes these two equal
    expect(Number('12345678901234567.01')).toBe(Number('12345678901234567.02'));
    expect(compararDecimais('12345678901234567.01', '12345678901234567.02')).toBeLessThan(0);
    expect(compararDecimais('1234.50', '999.99')).toBeGreaterThan(0);
    expect(compararDecimais('-0.01', '0.00')).toBeLessThan(0);
    expect(compararDecimais('16.7', '16.70')).toBe(0);
  });
});
