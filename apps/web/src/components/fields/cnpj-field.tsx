import { MASKS } from '@skyler/domain/masks';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

type DocumentFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'unmask' | 'label'> & { label?: string };

/** CNPJ typed as `##.###.###/####-##` (letters allowed in the first 12, upper-cased); the value is its 14 characters. */
export function CnpjField({ label = 'CNPJ', ...props }: DocumentFieldProps) {
  return <MaskedTextField {...props} label={label} mask={MASKS.cnpj} />;
}
