import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DateField } from '../fields/date-field.tsx';

type FormFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: Path<T>;
  label: string;
};

/** A `DD/MM/AAAA` date bound to a react-hook-form field (`YYYY-MM-DD` or null), with its message. */
export function FormDateField<T extends FieldValues, TOut>({
  control,
  name,
  label,
}: FormFieldProps<T, TOut>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <DateField
          fullWidth
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(error)}
          helperText={error?.message}
        />
      )}
    />
  );
}
