import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { ALPHANUMERIC_SLOT } from '@skyler/domain/masks';
import type { ReactNode } from 'react';
import { MaskedInput } from './masked-input.tsx';

export type MaskedTextFieldProps = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'select' | 'children' | 'slotProps' | 'multiline' | 'type'
> & {
  /** pattern with `0` for each digit and `A` for each letter or digit, e.g. `MASKS.cpf` from the domain */
  mask: string | readonly string[];
  value: string;
  onChange: (value: string) => void;
  /** default true: `value` holds only the digits typed, without the mask's punctuation */
  unmask?: boolean;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
};

/** An MUI text field that formats what is typed with a mask. */
export function MaskedTextField({
  mask,
  value,
  onChange,
  unmask = true,
  startAdornment,
  endAdornment,
  ...field
}: MaskedTextFieldProps) {
  const patterns = typeof mask === 'string' ? [mask] : mask;
  const inputMode = patterns.some((pattern) => pattern.includes(ALPHANUMERIC_SLOT)) ? 'text' : 'numeric';
  return (
    <TextField
      {...field}
      value={value}
      slotProps={{
        input: { inputComponent: MaskedInput, startAdornment, endAdornment },
        htmlInput: { mask, unmask, onMaskAccept: onChange, inputMode },
      }}
    />
  );
}
