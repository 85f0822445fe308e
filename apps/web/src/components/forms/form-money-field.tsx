import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type FormFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
  required?: boolean;
};

/** An amount in reais typed with a comma or a point, bound to a react-hook-form field, with its message. */
export function FormMoneyField<T extends FieldValues, TOut>({
  control,
  name,
  label,
  required,
}: FormFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <TextField
          {...field}
          fullWidth
          required={required}
          label={label}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error?.message}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      )}
    />
  );
}
