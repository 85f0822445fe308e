import { MASKS } from '@skyler/domain/masks';
import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import type { FieldErrors } from 'react-hook-form';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

type DocumentFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'unmask' | 'label'> & { label?: string };

/** CPF typed as `###.###.###-##`; the value is the 11 digits. */
export function CpfField({ label = 'CPF', ...props }: DocumentFieldProps) {
  return <MaskedTextField {...props} label={label} mask={MASKS.cpf} />;
}

/**
 * The toast of a form refused for its CPF (part 2 §5): the field says 'CPF não é valido', the toast
 * 'CPF inválido'; null when the CPF is not what was refused.
 */
export function avisoCpfInvalido(errors: FieldErrors): string | null {
  return errors.cpf?.message === VALIDACAO_MESSAGES.cpfInvalido ? VALIDACAO_MESSAGES.cpfInvalidoToast : null;
}
