import { DASHBOARD_MESSAGES } from '@skyler/domain/dashboard';
import { describe, expect, it } from 'vitest';
import { erroDoPeriodo, periodoDaUrl, periodoDoPreset, presetDoPeriodo } from '../../../lib/periodo.ts';

describe('dashboard periods', () => {
  it('computes each preset from the agency day', () => {
    expect(periodoDoPreset('este_mes', '2026-03-15')).toEqual({ inicio: '2026-03-01', fim: '2026-03-31' });
    expect(periodoDoPreset('mes_passado', '2026-03-15')).toEqual({ inicio: '2026-02-01', fim: '2026-02-28' });
    expect(periodoDoPreset('mes_passado', '2026-01-05')).toEqual({ inicio: '2025-12-01', fim: '2025-12-31' });
    expect(periodoDoPreset('ultimos_30_dias', '2026-03-15')).toEqual({
      inicio: '2026-02-14',
      fim: '2026-03-15',
    });
    expect(periodoDoPreset('este_ano', '2028-02-29')).toEqual({ inicio: '2028-01-01', fim: '2028-12-31' });
  });

  it('names the preset of a period, or calls it custom', () => {
    expect(presetDoPeriodo({ inicio: '2026-02-01', fim: '2026-02-28' }, '2026-03-15')).toBe('mes_passado');
    expect(presetDoPeriodo({ inicio: '2026-03-01', fim: '2026-03-31' }, '2026-03-15')).toBe('este_mes');
    expect(presetDoPeriodo({ inicio: '2026-02-01', fim: '2026-02-27' }, '2026-03-15')).toBe('personalizado');
  });

  it('reads the period from the address, the current month when it is missing or malformed', () => {
    const hoje = '2026-03-15';
    expect(periodoDaUrl(new URLSearchParams('inicio=2026-01-10&fim=2026-02-20'), hoje)).toEqual({
      inicio: '2026-01-10',
      fim: '2026-02-20',
    });
    const mes = { inicio: '2026-03-01', fim: '2026-03-31' };
    expect(periodoDaUrl(new URLSearchParams(''), hoje)).toEqual(mes);
    expect(periodoDaUrl(new URLSearchParams('inicio=2026-01-10'), hoje)).toEqual(mes);
    expect(periodoDaUrl(new URLSearchParams('inicio=10/01/2026&fim=2026-02-20'), hoje)).toEqual(mes);
  });

  it('refuses a period that ends before it starts or is longer than 366 days, with the server messages', () => {
    expect(erroDoPeriodo({ inicio: '2026-03-02', fim: '2026-03-01' })).toBe(
      DASHBOARD_MESSAGES.periodoInvalido,
    );
    expect(erroDoPeriodo({ inicio: '2025-01-01', fim: '2026-01-02' })).toBe(DASHBOARD_MESSAGES.periodoLongo);
    expect(erroDoPeriodo({ inicio: '2024-01-01', fim: '2024-12-31' })).toBeNull();
    expect(erroDoPeriodo({ inicio: '2026-03-01', fim: '2026-03-01' })).toBeNull();
  });
});
