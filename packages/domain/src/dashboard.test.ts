import { describe, expect, it } from 'vitest';
import {
  aniversariosDaSemana,
  diasDoPeriodo,
  mesDoDia,
  partesDoPeriodo,
  podeVerPainelCompleto,
  semanaDoDia,
} from './dashboard.ts';

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
