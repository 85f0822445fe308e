import Stack from '@mui/material/Stack';
import { phoneMasksFor } from '@skyler/domain/masks';
import type { TelefoneValue } from '@skyler/domain/paises-telefone';
import { CountrySelect } from './country-select.tsx';
import { MaskedTextField } from './masked-text-field.tsx';

type PhoneFieldProps = {
  value: TelefoneValue;
  onChange: (value: TelefoneValue) => void;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
};

/**
 * Country (default Brasil +55) and number: `(##) ####-####` or `(##) #####-####` in Brazil,
 * digits elsewhere. The value is `{pais, codigo, numero}` with the number's digits only.
 */
export function PhoneField({
  value,
  onChange,
  label = 'Telefone',
  size,
  disabled,
  ...field
}: PhoneFieldProps) {
  return (
    <Stack direction="row" spacing={1}>
      <CountrySelect
        value={value.pais}
        size={size}
        disabled={disabled}
        onChange={(pais) => onChange({ ...value, pais: pais.iso, codigo: pais.codigo })}
      />
      <MaskedTextField
        {...field}
        label={label}
        size={size}
        disabled={disabled}
        fullWidth
        mask={phoneMasksFor(value.pais)}
        value={value.numero}
        onChange={(numero) => onChange({ ...value, numero })}
      />
    </Stack>
  );
}
