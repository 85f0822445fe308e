import { describe, expect, it } from 'vitest';
import {
  aniversariosDaSemana,
  diasDoPeriodo,
  mesDoDia,
  podeVerPainelCompleto,
  semanaDoDia,
} from './dashboard.ts';

describe('dashboard periods', () => {
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
