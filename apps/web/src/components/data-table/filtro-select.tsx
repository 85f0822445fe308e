import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { FilterValue } from './use-paged-query.ts';

export type OpcaoFiltro = { value: string; label: string };

/** The options of a select of named records (suppliers, providers, airlines): the id chosen, the name shown. */
export function opcoesPorNome(itens: readonly { id: number; nome: string }[]): OpcaoFiltro[] {
  return itens.map((item) => ({ value: String(item.id), label: item.nome }));
}

/** The list a filter select reads and writes: a `usePagedQuery`'s filters, in the address or its own state. */
type ListaFiltrada = {
  filters: Record<string, FilterValue>;
  setFilters: (changes: Record<string, FilterValue | null>) => void;
};

/**
 * A list's filter chosen among a few options, "Todos" first (no filter), or several of them (`multiplo`, none
 * chosen being no filter): `<FiltroSelect lista={list} nome="consultor" … />` shows the address's value, and
 * choosing writes it there and goes back to page 1.
 */
export function FiltroSelect({
  lista,
  nome,
  label,
  opcoes,
  minWidth = 150,
  todos = 'Todos',
  multiplo = false,
}: {
  lista: ListaFiltrada;
  nome: string;
  label: string;
  opcoes: readonly OpcaoFiltro[];
  minWidth?: number;
  todos?: string;
  multiplo?: boolean;
}) {
  const valor = lista.filters[nome];
  return (
    <TextField
      select
      size="small"
      label={label}
      value={multiplo ? [valor ?? []].flat() : String(valor ?? '')}
      sx={{ minWidth }}
      slotProps={multiplo ? { select: { multiple: true } } : undefined}
      // a multiple select's value is the array of the options chosen
      onChange={(event) => lista.setFilters({ [nome]: event.target.value as FilterValue })}
    >
      {multiplo ? null : <MenuItem value="">{todos}</MenuItem>}
      {opcoes.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
