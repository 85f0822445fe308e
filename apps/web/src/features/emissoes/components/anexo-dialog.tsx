import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ANEXO_NOME_MAX, type AnexoRequest, EMISSAO_MESSAGES, ZAnexoRequest } from '@skyler/domain/emissoes';
import { useEffect, useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';

export const ANEXO_TEXTOS = {
  titulo: 'Anexar Arquivo',
  nome: 'Nome',
  arquivo: 'Arquivo',
  escolher: 'Escolher arquivo',
  nenhum: 'Nenhum arquivo escolhido',
  enviar: 'Enviar',
} as const;

type AnexoForm = { nome: string; arquivo: File | null };

const resolver = schemaResolver<AnexoForm, AnexoRequest>(ZAnexoRequest);

/**
 * 'Anexar Arquivo' (part 2 §5): name and file, both required; closing a filled form asks first.
 */
export function AnexoDialog({
  open,
  loading,
  erroServidor,
  onClose,
  onSubmit,
}: {
  open: boolean;
  loading: boolean;
  /** field messages the server answered (`nome`, `arquivo`) */
  erroServidor?: Record<string, string[]>;
  onClose: () => void;
  onSubmit: (anexo: AnexoRequest) => void;
}) {
  const inputId = useId();
  const form = useForm<AnexoForm, unknown, AnexoRequest>({
    defaultValues: { nome: '', arquivo: null },
    resolver,
  });
  useEffect(() => {
    for (const campo of ['nome', 'arquivo'] as const) {
      const mensagem = erroServidor?.[campo]?.[0];
      if (mensagem) form.setError(campo, { type: 'server', message: mensagem });
    }
  }, [erroServidor, form]);
  return (
    <FormDialog
      open={open}
      title={ANEXO_TEXTOS.titulo}
      saving={loading}
      submitLabel={ANEXO_TEXTOS.enviar}
      dirty={form.formState.isDirty}
      perguntaDescartar={EMISSAO_MESSAGES.anexoCancelarConfirmar}
      onClose={onClose}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField<AnexoForm>
            name="nome"
            autoFocus
            label={ANEXO_TEXTOS.nome}
            required
            slotProps={{ htmlInput: { maxLength: ANEXO_NOME_MAX } }}
          />
          <Controller
            name="arquivo"
            control={form.control}
            render={({ field, fieldState: { error } }) => {
              const erroArquivo = error?.message;
              return (
                <>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Button variant="outlined" component="label" htmlFor={inputId}>
                      {ANEXO_TEXTOS.escolher}
                      <input
                        id={inputId}
                        type="file"
                        hidden
                        aria-label={ANEXO_TEXTOS.arquivo}
                        accept="application/pdf,image/*"
                        onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                      />
                    </Button>
                    <Typography variant="body2" color="text.secondary">
                      {field.value?.name ?? ANEXO_TEXTOS.nenhum}
                    </Typography>
                  </Stack>
                  {erroArquivo ? <FormHelperText error>{erroArquivo}</FormHelperText> : null}
                </>
              );
            }}
          />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
