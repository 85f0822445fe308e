import { MASKS } from '@skyler/domain/masks';
import { MaskedTextField, type MaskedTextFieldProps } from './masked-text-field.tsx';

type DocumentFieldProps = Omit<MaskedTextFieldProps, 'mask' | 'unmask' | 'label'> & { label?: string };

/** CEP typed as `#####-###`; the value is the 8 digits. */
export function CepField({ label = 'CEP', ...props }: DocumentFieldProps) {
  return <MaskedTextField {...props} label={label} mask={MASKS.cep} />;
}
