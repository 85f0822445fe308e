import { useState } from 'react';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

export type ParsedMaskedFieldProps = Omit<MaskedTextFieldProps, 'value' | 'onChange' | 'unmask' | 'mask'> & {
  value: string | null | undefined;
  /** called with the parsed value, or null while the text is empty, incomplete or invalid */
  onChange: (value: string | null) => void;
};

type ParsedMaskedFieldConfig = {
  mask: string;
  parse: (text: string) => string | null;
  format: (value: string | null | undefined) => string;
  invalidText: string;
};

/**
 * A masked field whose text (e.g. `31/12/2024`) differs from its value (`2024-12-31`): the text is
 * kept while typing, the value is sent up only when it parses.
 */
export function ParsedMaskedField({
  value,
  onChange,
  mask,
  parse,
  format,
  invalidText,
  error,
  helperText,
  ...field
}: ParsedMaskedFieldProps & ParsedMaskedFieldConfig) {
  const current = value ?? null;
  const [text, setText] = useState(() => format(current));
  const [shown, setShown] = useState<string | null>(current);
  if (current !== shown) {
    setShown(current);
    setText(format(current));
  }

  const isComplete = text.length === mask.length;
  const isInvalid = isComplete && parse(text) === null;

  const handleText = (next: string) => {
    const parsed = next.length === mask.length ? parse(next) : null;
    setText(next);
    setShown(parsed);
    if (parsed !== current) onChange(parsed);
  };

  return (
    <MaskedTextField
      {...field}
      mask={mask}
      unmask={false}
      value={text}
      onChange={handleText}
      error={Boolean(error) || isInvalid}
      helperText={isInvalid ? invalidText : helperText}
    />
  );
}
