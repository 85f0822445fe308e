import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { FORNECEDORES_MESSAGES } from '@skyler/domain/fornecedores';
import { findPaisTelefone } from '@skyler/domain/paises-telefone';
import { Controller, useFormContext } from 'react-hook-form';
import { CepField } from '../../../components/fields/cep-field.tsx';
import { CnpjField } from '../../../components/fields/cnpj-field.tsx';
import { CpfField } from '../../../components/fields/cpf-field.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { usePreencherCep } from '../hooks/use-preencher-cep.ts';
import type { CadastroFormValues } from '../lib/form-values.ts';
import { FormTextField } from './form-text-field.tsx';

type DocumentoNome = 'cpf' | 'cnpj' | 'endereco.cep';

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

/** The address block (part 2 §3: cep, logradouro, numero, complemento, bairro, pais, estado, cidade). */
export function EnderecoFields() {
  usePreencherCep();
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Typography variant="subtitle2">Endereço</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DocumentoField name="endereco.cep" Field={CepField} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField<CadastroFormValues> name="endereco.logradouro" label="Logradouro" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 4 }}>
        <FormTextField<CadastroFormValues> name="endereco.numero" label="Número" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 8 }}>
        <FormTextField<CadastroFormValues> name="endereco.complemento" label="Complemento" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<CadastroFormValues> name="endereco.bairro" label="Bairro" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField<CadastroFormValues> name="endereco.cidade" label="Cidade" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 6 }}>
        <FormTextField<CadastroFormValues> name="endereco.estado" label="Estado" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 6 }}>
        <FormTextField<CadastroFormValues> name="endereco.pais" label="País" fullWidth />
      </Grid>
    </Grid>
  );
}
