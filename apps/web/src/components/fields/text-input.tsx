import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
};

/**
 * An outlined text field without `TextField`'s select support, so pages that only need
 * plain inputs (login, code) do not download the menu and popover code.
 */
export function TextInput({
  label,
  error,
  helperText,
  fullWidth,
  disabled,
  required,
  id,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper`;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
      disabled={disabled}
      required={required}
    >
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        aria-describedby={helperText ? helperId : undefined}
        {...input}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
