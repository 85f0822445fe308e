import { MASKS, parseTime, TIME_PLACEHOLDER } from '@skyler/domain/masks';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { ParsedMaskedField, type ParsedMaskedFieldProps } from './parsed-masked-field.tsx';

function formatTimeValue(value: string | null | undefined): string {
  return parseTime(value?.slice(0, 5)) ?? '';
}

/** `HH:MM`, 24 h; the value is null while incomplete or invalid. */
export function TimeField({ placeholder = TIME_PLACEHOLDER, ...props }: ParsedMaskedFieldProps) {
  return (
    <ParsedMaskedField
      {...props}
      placeholder={placeholder}
      mask={MASKS.time}
      parse={parseTime}
      format={formatTimeValue}
      invalidText={VALIDACAO_MESSAGES.horaInvalida}
    />
  );
}
