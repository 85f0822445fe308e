import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PERIODO_MAX_DIAS,
  diasDoPeriodo,
  mesDoDia,
} from '@skyler/domain/dashboard';

/** A period of the dashboard: days 'YYYY-MM-DD' in the agency, both included. */
export type Periodo = { inicio: string; fim: string };

export const PRESETS_PERIODO = ['este_mes', 'mes_passado', 'ultimos_30_dias', 'este_ano'] as const;
export type PresetPeriodo = (typeof PRESETS_PERIODO)[number];

export const PRESET_LABELS: Record<PresetPeriodo | 'personalizado', string> = {
  este_mes: 'Este mês',
  mes_passado: 'Mês passado',
  ultimos_30_dias: 'Últimos 30 dias',
  este_ano: 'Este ano',
  personalizado: 'Personalizado',
};

function somarDias(dia: string, dias: number): string {
  const data = new Date(`${dia}T00:00:00Z`);
  data.setUTCDate(data.getUTCDate() + dias);
  return data.toISOString().slice(0, 10);
}

/** The days a preset covers, seen from `hoje` ('YYYY-MM-DD' in the agency). */
export function periodoDoPreset(preset: PresetPeriodo, hoje: string): Periodo {
  switch (preset) {
    case 'este_mes':
      return mesDoDia(hoje);
    case 'mes_passado':
      return mesDoDia(somarDias(mesDoDia(hoje).inicio, -1));
    case 'ultimos_30_dias':
      return { inicio: somarDias(hoje, -29), fim: hoje };
    case 'este_ano':
      return { inicio: `${hoje.slice(0, 4)}-01-01`, fim: `${hoje.slice(0, 4)}-12-31` };
  }
}

/** The preset whose days are exactly `periodo`, or `personalizado`. */
export function presetDoPeriodo(periodo: Periodo, hoje: string): PresetPeriodo | 'personalizado' {
  return (
    PRESETS_PERIODO.find((preset) => {
      const dias = periodoDoPreset(preset, hoje);
      return dias.inicio === periodo.inicio && dias.fim === periodo.fim;
    }) ?? 'personalizado'
  );
}

const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period the address asks for (`?inicio&fim`); the current month when either is missing or malformed,
 * so a shared or reloaded address shows what it showed.
 */
export function periodoDaUrl(params: URLSearchParams, hoje: string): Periodo {
  const inicio = params.get('inicio') ?? '';
  const fim = params.get('fim') ?? '';
  if (DIA.test(inicio) && DIA.test(fim)) return { inicio, fim };
  return mesDoDia(hoje);
}

/** Why a period cannot be asked for (the server's own messages), or null. */
export function erroDoPeriodo({ inicio, fim }: Periodo): string | null {
  if (fim < inicio) return DASHBOARD_MESSAGES.periodoInvalido;
  if (diasDoPeriodo(inicio, fim) > DASHBOARD_PERIODO_MAX_DIAS) return DASHBOARD_MESSAGES.periodoLongo;
  return null;
}
