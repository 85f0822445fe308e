import { MASKS } from '@skyler/domain/masks';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

type DocumentFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'unmask' | 'label'> & { label?: string };

/** CPF typed as `###.###.###-##`; the value is the 11 digits. */
export function CpfField({ label = 'CPF', ...props }: DocumentFieldProps) {
  return <MaskedTextField {...props} label={label} mask={MASKS.cpf} />;
}
