import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TIPOS_DOCUMENTO } from '@skyler/domain/contatos';
import {
  DOCUMENTO_PORTAL_MESSAGES,
  type DocumentoPortalForm,
  type PassageiroPortal,
  ZDocumentoPortalForm,
} from '@skyler/domain/portal';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useEnviarDocumento } from '../api/acoes-portal.ts';

type Form = Omit<DocumentoPortalForm, 'arquivo' | 'passageiro'> & {
  passageiro: string;
  arquivo: File | null;
};

/** The client sends a passenger's document: its type, whose, what for, its number and validity, and the file. */
export function EnviarDocumentoDialog({
  venda,
  passageiros,
  passageiro,
  onClose,
}: {
  venda: number;
  passageiros: readonly PassageiroPortal[];
  passageiro: number;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const enviar = useEnviarDocumento(venda);
  const form = useForm<Form, unknown, ReturnType<typeof ZDocumentoPortalForm.parse>>({
    defaultValues: {
      tipo: 'passaporte',
      passageiro: String(passageiro),
      finalidade: '',
      numero: '',
      data_validade: '',
      arquivo: null,
    },
    resolver: schemaResolver(ZDocumentoPortalForm),
  });
  const salvar = form.handleSubmit((dados) =>
    enviar.mutate(
      { ...dados, arquivo: dados.arquivo as File },
      {
        onSuccess: (resposta) => {
          enqueueSnackbar(resposta.detail, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          enqueueSnackbar(isApiError(error) ? error.detail : error.message, { variant: 'error' }),
      },
    ),
  );
  return (
    <FormDialog
      open
      title="Enviar documento"
      submitLabel="Enviar"
      saving={enviar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField<Form> name="tipo" label="Documento" select required>
            {TIPOS_DOCUMENTO.options().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField<Form> name="passageiro" label="Passageiro" select required>
            {passageiros.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {p.nome}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField<Form>
            name="finalidade"
            label="Para que serve"
            placeholder="Ex.: passaporte para o embarque"
            required
          />
          <FormTextField<Form> name="numero" label="Número do documento" required />
          <FormTextField<Form>
            name="data_validade"
            label="Validade"
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Controller
            name="arquivo"
            control={form.control}
            render={({ field, fieldState }) => (
              <div>
                <Button variant="outlined" component="label">
                  Escolher arquivo
                  <input
                    hidden
                    type="file"
                    accept="image/*,application/pdf"
                    aria-label="Arquivo do documento"
                    onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                  />
                </Button>
                <Typography
                  variant="body2"
                  color={fieldState.error ? 'error' : 'text.secondary'}
                  sx={{ mt: 0.5 }}
                >
                  {fieldState.error?.message ?? field.value?.name ?? 'Imagem (JPG, PNG) ou PDF'}
                </Typography>
              </div>
            )}
          />
          <Typography variant="caption" color="text.secondary">
            {DOCUMENTO_PORTAL_MESSAGES.privacidade}
          </Typography>
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
