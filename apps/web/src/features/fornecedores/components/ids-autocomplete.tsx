import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export type Opcao = { id: number; nome: string; detalhe?: string };

type IdsAutocompleteProps = {
  label: string;
  options: readonly Opcao[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  loading?: boolean;
  disabled?: boolean;
  noOptionsText: string;
  helperText?: string;
  error?: boolean;
};

/** Several records chosen by name; the value is their ids. */
export function IdsAutocomplete({
  label,
  options,
  value,
  onChange,
  loading,
  disabled,
  noOptionsText,
  helperText,
  error,
}: IdsAutocompleteProps) {
  const selected = value
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is Opcao => Boolean(option));
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={loading}
      disabled={disabled}
      onChange={(_event, chosen) => onChange(chosen.map((option) => option.id))}
      getOptionLabel={(option) => option.nome}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          {option.detalhe ? `${option.nome} — ${option.detalhe}` : option.nome}
        </li>
      )}
      filterSelectedOptions
      noOptionsText={noOptionsText}
      loadingText="Carregando..."
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
