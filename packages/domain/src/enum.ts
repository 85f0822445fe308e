/** Display colours the spec names for statuses, with the shade the screens use. */
export const CORES = {
  azul: '#1976d2',
  vermelho: '#d32f2f',
  verde: '#2e7d32',
  laranja: '#ed6c02',
  roxo: '#7b1fa2',
  cinza: '#757575',
} as const;
export type Cor = keyof typeof CORES;

/**
 * The colours as the screens draw them under white text or as text on white: the spec's orange is below the
 * 4.5:1 contrast there, so a darker orange of the same family stands in for it.
 */
export const CORES_LEGIVEIS: Record<Cor, string> = { ...CORES, laranja: '#b45309' };

export type EnumEntry = { label: string; cor?: Cor };

export type DomainEnum<V extends string> = {
  readonly values: readonly V[];
  readonly entries: Readonly<Record<V, EnumEntry>>;
  /** the pt-BR label; an unknown value is shown as it is */
  label: (value: string | null | undefined) => string;
  cor: (value: string | null | undefined) => Cor;
  options: () => { value: V; label: string }[];
  is: (value: unknown) => value is V;
};

/**
 * One enum of the spec: its values, pt-BR labels and colours, defined once for API and web. Marked free of
 * side effects, so that a bundle leaves out the enums a screen does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineEnum<const T extends Record<string, EnumEntry>>(
  entries: T,
): DomainEnum<Extract<keyof T, string>> {
  type V = Extract<keyof T, string>;
  const values = Object.keys(entries) as V[];
  const lookup = (value: string | null | undefined): EnumEntry | undefined =>
    value != null && Object.hasOwn(entries, value) ? entries[value as V] : undefined;
  return {
    values,
    entries,
    label: (value) => lookup(value)?.label ?? value ?? '',
    cor: (value) => lookup(value)?.cor ?? 'cinza',
    options: () => values.map((value) => ({ value, label: (entries[value] as EnumEntry).label })),
    is: (value): value is V => typeof value === 'string' && values.includes(value as V),
  };
}
