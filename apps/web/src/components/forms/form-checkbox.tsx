import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';

/** A yes/no field of the surrounding form: a checkbox with its label. */
export function FormCheckbox<T extends FieldValues>({
  name,
  label,
  disabled = false,
}: {
  name: Path<T>;
  label: string;
  disabled?: boolean;
}) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled}
          control={
            <Checkbox
              checked={Boolean(field.value)}
              onChange={(_event, marcado) => field.onChange(marcado)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
            />
          }
        />
      )}
    />
  );
}
