import { DATE_PLACEHOLDER, MASKS, parseDateBr, toDateBr } from '@skyler/domain/masks';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { ParsedMaskedField, type ParsedMaskedFieldProps } from './parsed-masked-field.tsx';

/** Shown as `DD/MM/AAAA`; the value is `YYYY-MM-DD`, or null while incomplete or invalid. */
export function DateField({ placeholder = DATE_PLACEHOLDER, ...props }: ParsedMaskedFieldProps) {
  return (
    <ParsedMaskedField
      {...props}
      placeholder={placeholder}
      mask={MASKS.date}
      parse={parseDateBr}
      format={toDateBr}
      invalidText={VALIDACAO_MESSAGES.dataInvalida}
    />
  );
}
