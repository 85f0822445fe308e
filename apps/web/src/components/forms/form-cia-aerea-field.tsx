import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { type CiaAereaOpcao, useCiasAereas } from '../../api/get-cias-aereas.ts';

const nomeDaCia = (cia: CiaAereaOpcao) => (cia.iata ? `${cia.nome} (${cia.iata})` : cia.nome);

/**
 * An airline of the surrounding form, held as its id and chosen among the active ones by typing its name.
 * `atual` is the record's airline as it was saved, shown while the list has not loaded or no longer has it
 * (an airline since made inactive).
 */
export function FormCiaAereaField<T extends FieldValues>({
  name,
  label,
  atual,
}: {
  name: Path<T>;
  label: string;
  atual?: CiaAereaOpcao | null;
}) {
  const { control } = useFormContext<T>();
  const cias = useCiasAereas();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => {
        const opcoes = cias.data ?? [];
        const escolhida =
          opcoes.find((cia) => cia.id === field.value) ?? (atual?.id === field.value ? atual : null) ?? null;
        return (
          <Autocomplete
            options={opcoes}
            value={escolhida}
            loading={cias.isLoading}
            onChange={(_event, cia) => field.onChange(cia?.id ?? null)}
            getOptionLabel={nomeDaCia}
            getOptionKey={(cia) => cia.id}
            isOptionEqualToValue={(option, current) => option.id === current.id}
            noOptionsText="Nenhuma companhia aérea encontrada."
            loadingText="Carregando..."
            renderInput={(params) => (
              <TextField {...params} label={label} error={Boolean(error)} helperText={error?.message} />
            )}
          />
        );
      }}
    />
  );
}
