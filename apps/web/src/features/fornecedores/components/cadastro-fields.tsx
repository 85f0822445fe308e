import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FORNECEDORES_MESSAGES } from '@skyler/domain/fornecedores';
import { findPaisTelefone } from '@skyler/domain/paises-telefone';
import { Controller, useFormContext } from 'react-hook-form';
import { CnpjField } from '../../../components/fields/cnpj-field.tsx';
import { CpfField } from '../../../components/fields/cpf-field.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import type { CadastroFormValues } from '../lib/form-values.ts';

type DocumentoNome = 'cpf' | 'cnpj';

function DocumentoField({ name, Field }: { name: DocumentoNome; Field: typeof CpfField }) {
  const { control } = useFormContext<CadastroFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState: { error } }) => (
        <Field
          fullWidth
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(error)}
          helperText={error?.message}
        />
      )}
    />
  );
}

/** Name, e-mail, phone, CPF and CNPJ of a supplier or provider. */
export function CadastroFields({ documentoObrigatorio }: { documentoObrigatorio: boolean }) {
  const {
    control,
    formState: { errors },
  } = useFormContext<CadastroFormValues>();
  const documentoComErro = Boolean(errors.cpf || errors.cnpj);
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <FormTextField<CadastroFormValues> name="nome" label="Nome" required fullWidth autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DocumentoField name="cpf" Field={CpfField} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <DocumentoField name="cnpj" Field={CnpjField} />
      </Grid>
      {documentoObrigatorio && !documentoComErro ? (
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary">
            {FORNECEDORES_MESSAGES.documentoObrigatorio}
          </Typography>
        </Grid>
      ) : null}
      <Grid size={12}>
        <FormTextField<CadastroFormValues> name="email" label="E-mail" type="email" fullWidth />
      </Grid>
      <Grid size={12}>
        <Controller
          name="telefone"
          control={control}
          render={({ field, fieldState: { error } }) => (
            <PhoneField
              value={{ ...field.value, codigo: findPaisTelefone(field.value.pais)?.codigo ?? '' }}
              onChange={({ numero, pais }) => field.onChange({ numero, pais })}
              error={Boolean(error)}
              helperText={(error as { numero?: { message?: string } } | undefined)?.numero?.message}
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
