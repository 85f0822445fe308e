import Stack from '@mui/material/Stack';
import {
  CONTATO_MESSAGES,
  type ContatoRef,
  type ContatoResumo,
  ZContatoRapidoRequest,
} from '@skyler/domain/contatos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.ts';
import { api } from '../../api/client.ts';
import { useSnackbar } from '../../lib/toast.tsx';
import { FormDialog } from '../dialogs/form-dialog.tsx';
import { ContatoAutocomplete } from '../fields/contato-autocomplete.tsx';
import { FormTextField } from '../forms/form-text-field.tsx';
import { schemaResolver } from '../forms/schema-resolver.ts';

/** What a form needs of the chosen contact: its name, referral and the channels that pre-fill a sale. */
export type ContatoEscolhido = Pick<ContatoResumo, 'id' | 'nome' | 'sobrenome'> &
  Partial<Pick<ContatoResumo, 'email' | 'telefone' | 'instagram' | 'linkedin' | 'indicacao'>>;

type ContatoRapidoForm = { nome: string; sobrenome: string; indicacao: ContatoRef | null };
type ContatoRapidoDados = z.output<typeof ZContatoRapidoRequest>;

const resolver = schemaResolver<ContatoRapidoForm, ContatoRapidoDados>(ZContatoRapidoRequest, (form) => ({
  ...form,
  indicacao: form.indicacao?.id,
}));

/** 'Criar Contato Rápido' (part 1 §2): name, surname and referral, all required. */
export function ContatoRapidoDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (contato: ContatoEscolhido) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const form = useForm<ContatoRapidoForm, unknown, ContatoRapidoDados>({
    defaultValues: { nome: '', sobrenome: '', indicacao: null },
    resolver,
  });
  const criar = useMutation({
    mutationFn: (body: ContatoRapidoDados) => api.post<{ id: number }>('/api/contatos/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['contatos'] }),
  });

  const salvar = form.handleSubmit(async (dados) => {
    try {
      const { id } = await criar.mutateAsync(dados);
      enqueueSnackbar(CONTATO_MESSAGES.criado, { variant: 'success' });
      onCreated({ id, nome: dados.nome, sobrenome: dados.sobrenome, indicacao: form.getValues('indicacao') });
      onClose();
    } catch (error) {
      const detalhe = error instanceof ApiError && error.status < 500 ? error.detail : null;
      enqueueSnackbar(detalhe ?? CONTATO_MESSAGES.erroCriarRapido, { variant: 'error' });
    }
  });

  return (
    <FormDialog
      open
      title="Criar Contato Rápido"
      saving={criar.isPending}
      submitLabel="Criar"
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => {
        // the dialog opens over another form's dialog: its submit stays here
        event.stopPropagation();
        void salvar(event);
      }}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <FormTextField<ContatoRapidoForm> name="nome" label="Nome" required />
          <FormTextField<ContatoRapidoForm> name="sobrenome" label="Sobrenome" required />
          <Controller
            name="indicacao"
            control={form.control}
            render={({ field, fieldState: { error } }) => (
              <ContatoAutocomplete
                label="Indicação"
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(error)}
                helperText={error?.message}
              />
            )}
          />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
