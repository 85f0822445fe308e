import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { TIERS } from '@skyler/domain/contatos';
import { Controller, useFormContext } from 'react-hook-form';
import { CnpjField } from '../../../components/fields/cnpj-field.tsx';
import { ContatoAutocomplete } from '../../../components/fields/contato-autocomplete.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import type { EmpresaFormValues } from '../lib/empresa-form.ts';

const GRADE = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

/** The fields of a company, for the creation dialog and the Geral tab. */
export function EmpresaFields() {
  const { control, formState } = useFormContext<EmpresaFormValues>();
  const errors = formState.errors as typeof formState.errors & { ''?: { message?: string } };
  const geral = errors.root?.message ?? errors['']?.message;
  return (
    <Box sx={GRADE}>
      {geral ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {geral}
        </Alert>
      ) : null}
      <FormTextField<EmpresaFormValues> name="nome" label="Nome" />
      <FormTextField<EmpresaFormValues> name="razao_social" label="Razão social" />
      <Controller
        name="cnpj"
        control={control}
        render={({ field, fieldState }) => (
          <CnpjField
            label="CNPJ *"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField<EmpresaFormValues> name="email" label="E-mail" />
      <Controller
        name="telefone"
        control={control}
        render={({ field, fieldState }) => (
          <PhoneField
            value={field.value}
            onChange={field.onChange}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Controller
        name="indicacao"
        control={control}
        render={({ field, fieldState }) => (
          <ContatoAutocomplete
            label="Indicação"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <FormTextField<EmpresaFormValues> name="tier" label="Tier" select>
        <MenuItem value="">-</MenuItem>
        {TIERS.options().map((tier) => (
          <MenuItem key={tier.value} value={tier.value}>
            {tier.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<EmpresaFormValues>
        name="observacoes"
        label="Observações"
        multiline
        minRows={3}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
