import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import { emptyTelefone, type TelefoneValue } from '@skyler/domain/paises-telefone';
import {
  AGENCIA_LOGO_MAX_BYTES,
  AGENCIA_MESSAGES,
  type AgenciaForm,
  type AgenciaInput,
  type AgenciaView,
  ZAgenciaInput,
} from '@skyler/domain/referencia';
import { useId, useRef } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { CnpjField } from '../../../components/fields/cnpj-field.tsx';
import { PhoneField } from '../../../components/fields/phone-field.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useSaveAgencia, useSaveLogoAgencia } from '../api/parametros.ts';

export const AGENCIA_TEXTS = {
  titulo: 'Identidade da agência',
  descricao:
    'Nome, CNPJ, contatos e logotipo que as propostas enviadas aos clientes mostram no cabeçalho e no rodapé.',
  nome: 'Nome da agência',
  cnpj: 'CNPJ',
  email: 'E-mail',
  site: 'Site',
  endereco: 'Endereço',
  enderecoAjuda: 'Uma linha, como aparece no rodapé da proposta.',
  logo: 'Logotipo',
  semLogo: 'Sem logotipo: a proposta mostra só o nome.',
  enviarLogo: 'Enviar logotipo',
  trocarLogo: 'Trocar logotipo',
  logoAjuda: `PNG, JPEG ou SVG simples, até ${AGENCIA_LOGO_MAX_BYTES / 1024} KB.`,
  erroSalvar: 'Erro ao salvar os dados da agência.',
  erroLogo: 'Erro ao enviar o logotipo.',
  salvar: 'Salvar',
  alteradoEm: (quando: string) => `Alterado em ${quando}.`,
} as const;

type Form = {
  nome: string;
  cnpj: string;
  telefone: TelefoneValue;
  email: string;
  site: string;
  endereco: string;
};

const paraForm = (agencia: AgenciaView): Form => ({
  nome: agencia.nome,
  cnpj: agencia.cnpj ?? '',
  telefone: agencia.telefone ?? emptyTelefone(),
  email: agencia.email ?? '',
  site: agencia.site,
  endereco: agencia.endereco,
});

const GRADE = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  alignItems: 'start',
} as const;

/** The agency's identity its proposals show (administrators): the fields, saved together, and the logo. */
export function AgenciaCard({ agencia }: { agencia: AgenciaView }) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSaveAgencia();
  const form = useForm<Form, unknown, AgenciaInput>({
    values: paraForm(agencia),
    resolver: schemaResolver<Form & AgenciaForm, AgenciaInput>(ZAgenciaInput),
    resetOptions: { keepDirtyValues: true },
  });
  const showServerErrors = useServerErrors();
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const enviar = form.handleSubmit((dados) =>
    salvar.mutateAsync(dados).then(
      (salva) => {
        form.reset(paraForm(salva));
        enqueueSnackbar(AGENCIA_MESSAGES.salva, { variant: 'success' });
      },
      (error: unknown) => showServerErrors(error, form.setError, { fallback: AGENCIA_TEXTS.erroSalvar }),
    ),
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-titulo`} sx={{ p: 2 }}>
      <Typography id={`${id}-titulo`} variant="h6" component="h2">
        {AGENCIA_TEXTS.titulo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {AGENCIA_TEXTS.descricao}
      </Typography>
      <LogoDaAgencia logo={agencia.logo} nome={agencia.nome} />
      <FormProvider {...form}>
        <Box
          component="form"
          noValidate
          aria-label={AGENCIA_TEXTS.titulo}
          onSubmit={(event) => void enviar(event)}
          sx={{ mt: 2 }}
        >
          <Box sx={GRADE}>
            <FormTextField<Form>
              name="nome"
              label={AGENCIA_TEXTS.nome}
              required
              slotProps={{ htmlInput: { maxLength: 150 } }}
            />
            <Controller
              name="cnpj"
              control={form.control}
              render={({ field, fieldState }) => (
                <CnpjField
                  label={`${AGENCIA_TEXTS.cnpj} *`}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <Controller
              name="telefone"
              control={form.control}
              render={({ field, fieldState }) => (
                <PhoneField
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
            <FormTextField<Form>
              name="email"
              label={AGENCIA_TEXTS.email}
              type="email"
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <FormTextField<Form>
              name="site"
              label={AGENCIA_TEXTS.site}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <FormTextField<Form>
              name="endereco"
              label={AGENCIA_TEXTS.endereco}
              helperText={AGENCIA_TEXTS.enderecoAjuda}
              slotProps={{ htmlInput: { maxLength: 250 } }}
            />
          </Box>
          <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
            <Button type="submit" variant="contained" loading={salvar.isPending}>
              {AGENCIA_TEXTS.salvar}
            </Button>
            {agencia.updated_at ? (
              <Typography variant="caption" color="text.secondary">
                {AGENCIA_TEXTS.alteradoEm(formatDateTime(agencia.updated_at))}
              </Typography>
            ) : null}
          </Stack>
        </Box>
      </FormProvider>
      {guard.dialog}
    </Paper>
  );
}

/** The current logo and the button that sends a new one (saved at once, on its own). */
function LogoDaAgencia({ logo, nome }: { logo: string | null; nome: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const enviar = useSaveLogoAgencia();
  const arquivo = useRef<HTMLInputElement>(null);
  const escolhido = (file: File | undefined) => {
    if (!file) return;
    enviar.mutate(file, {
      onSuccess: () => enqueueSnackbar(AGENCIA_MESSAGES.logoSalvo, { variant: 'success' }),
      onError: (error) => enqueueSnackbar(errorMessage(error, AGENCIA_TEXTS.erroLogo), { variant: 'error' }),
    });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Box
        sx={{
          width: 180,
          height: 64,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          p: 1,
        }}
      >
        {logo ? (
          <Box
            component="img"
            src={logo}
            alt={`${AGENCIA_TEXTS.logo} de ${nome}`}
            sx={{ maxWidth: '100%', maxHeight: '100%' }}
          />
        ) : (
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'center' }}>
            {AGENCIA_TEXTS.semLogo}
          </Typography>
        )}
      </Box>
      <Box>
        <Button variant="outlined" loading={enviar.isPending} onClick={() => arquivo.current?.click()}>
          {logo ? AGENCIA_TEXTS.trocarLogo : AGENCIA_TEXTS.enviarLogo}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {AGENCIA_TEXTS.logoAjuda}
        </Typography>
        <input
          ref={arquivo}
          type="file"
          hidden
          aria-label={AGENCIA_TEXTS.logo}
          accept="image/png,image/jpeg,image/svg+xml"
          onChange={(event) => {
            escolhido(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </Box>
    </Stack>
  );
}
