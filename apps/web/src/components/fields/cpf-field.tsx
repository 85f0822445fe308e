import { MASKS } from '@skyler/domain/masks';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

type DocumentFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'unmask' | 'label'> & { label?: string };

/**
 * CPF typed as `###.###.###-##`; the value is the 11 digits. An invalid CPF is said once, under the field
 * (`VALIDACAO_MESSAGES.cpfInvalido`, from the schema): no toast repeats it.
 */
export function CpfField({ label = 'CPF', ...props }: DocumentFieldProps) {
  return <MaskedTextField {...props} label={label} mask={MASKS.cpf} />;
}
