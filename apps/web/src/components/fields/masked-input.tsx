import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { ALPHANUMERIC_CHAR, ALPHANUMERIC_SLOT } from '@skyler/domain/masks';
import type { ComponentType, Ref } from 'react';
import { IMaskInput } from 'react-imask';

/** Props MUI's InputBase hands to a custom input, plus the mask options given through `htmlInput`. */
export type MaskedInputProps = InputBaseComponentProps & {
  /** one pattern, or several the mask library picks from by length (Brazilian phones) */
  mask: string | readonly string[];
  /** true: the value is only what was typed into the slots (digits); false: the value as shown */
  unmask: boolean;
  onMaskAccept: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

type PlainIMaskInputProps = Omit<InputBaseComponentProps, 'value' | 'onChange'> & {
  mask: string | { mask: string }[];
  unmask: boolean;
  lazy: boolean;
  definitions: Record<string, RegExp>;
  prepareChar: (char: string) => string;
  value: string;
  inputRef?: Ref<HTMLInputElement>;
  onAccept: (value: string) => void;
};

/** IMaskInput's own props are a union over every mask kind; only pattern masks are used here. */
const PatternInput = IMaskInput as unknown as ComponentType<PlainIMaskInputProps>;

const DEFINITIONS = { [ALPHANUMERIC_SLOT]: ALPHANUMERIC_CHAR };
const upperCase = (char: string) => char.toUpperCase();

/** The `inputComponent` of masked MUI text fields; the mask options arrive through `htmlInput`, untyped by MUI. */
export function MaskedInput(props: InputBaseComponentProps) {
  const { mask, unmask, onMaskAccept, value, onChange: _onChange, ref, ...input } = props as MaskedInputProps;
  const text = typeof value === 'string' ? value : String(value ?? '');
  return (
    <PatternInput
      {...input}
      mask={typeof mask === 'string' ? mask : mask.map((pattern) => ({ mask: pattern }))}
      unmask={unmask}
      lazy
      definitions={DEFINITIONS}
      prepareChar={upperCase}
      value={text}
      inputRef={ref}
      // the mask also accepts the value it was mounted with: that is no change, and must not revalidate
      // the form (clearing a server's message) nor make it dirty
      onAccept={(accepted) => String(accepted) !== text && onMaskAccept(String(accepted))}
    />
  );
}
