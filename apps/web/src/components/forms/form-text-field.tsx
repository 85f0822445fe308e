import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: Path<T>;
};

/** A text field bound to the surrounding form, showing the field's validation message. */
export function FormTextField<T extends FieldValues>({ name, helperText, ...field }: FormTextFieldProps<T>) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { value, onChange, onBlur, ref }, fieldState: { error } }) => (
        <TextField
          {...field}
          value={value ?? ''}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={ref}
          error={Boolean(error)}
          helperText={error?.message ?? helperText}
        />
      )}
    />
  );
}
