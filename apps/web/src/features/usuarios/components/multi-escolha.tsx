import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';

export type Opcao<V extends string | number> = { value: V; label: string };

/**
 * A multi-select of the form bound to a list field, showing the field's validation message. The list stays
 * open while picking, so several options are chosen in one go.
 */
export function MultiEscolha<T extends FieldValues, V extends string | number>({
  name,
  label,
  opcoes,
  helperText,
}: {
  name: Path<T>;
  label: string;
  opcoes: readonly Opcao<V>[];
  helperText?: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const valores = (field.value ?? []) as V[];
        const escolhidas = valores.map(
          (valor) => opcoes.find((o) => o.value === valor) ?? { value: valor, label: String(valor) },
        );
        return (
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={opcoes}
            value={escolhidas}
            onChange={(_event, novas) => field.onChange(novas.map((o) => o.value))}
            onBlur={field.onBlur}
            getOptionLabel={(o) => o.label}
            getOptionKey={(o) => o.value}
            isOptionEqualToValue={(a, b) => a.value === b.value}
            filterSelectedOptions
            noOptionsText="Nenhuma opção"
            renderInput={(params) => (
              <TextField
                {...params}
                label={label}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={error?.message ?? helperText}
              />
            )}
          />
        );
      }}
    />
  );
}
