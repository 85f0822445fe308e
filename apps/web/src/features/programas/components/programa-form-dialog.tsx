import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PROGRAMA_MESSAGES,
  PROGRAMA_TIPOS,
  type ProgramaInput,
  type ProgramaTipo,
  ZProgramaInput,
} from '@skyler/domain/referencia';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useCiasAereas } from '../../../api/get-cias-aereas.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormCheckbox } from '../../../components/forms/form-checkbox.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useRespostaDoSalvar } from '../../../components/forms/server-errors.ts';
import { type Programa, useSavePrograma } from '../api/programas.ts';

export const PROGRAMA_FORM_TEXTS = {
  novo: 'Novo programa de fidelidade',
  editar: (nome: string) => `Editar ${nome}`,
  nome: 'Nome',
  tipo: 'Tipo',
  cia: 'Companhia aérea',
  ativo: 'Ativo (oferecido nas contas e nas cotações)',
  erroSalvar: 'Erro ao salvar o programa.',
} as const;

type Form = { nome: string; tipo: ProgramaTipo | ''; cia_aerea: number | null; ativo: boolean };

/** Add or edit a loyalty programme (administrators). */
export function ProgramaFormDialog({
  programa,
  onClose,
}: {
  programa: Programa | null;
  onClose: () => void;
}) {
  const salvar = useSavePrograma();
  const cias = useCiasAereas();
  const form = useForm<Form, unknown, ProgramaInput>({
    defaultValues: {
      nome: programa?.nome ?? '',
      tipo: programa?.tipo ?? '',
      cia_aerea: programa?.cia_aerea?.id ?? null,
      ativo: programa?.ativo ?? true,
    },
    resolver: schemaResolver<Form, ProgramaInput>(ZProgramaInput),
  });
  const resposta = useRespostaDoSalvar(form.setError, {
    sucesso: programa ? PROGRAMA_MESSAGES.salvo : PROGRAMA_MESSAGES.criado,
    fallback: PROGRAMA_FORM_TEXTS.erroSalvar,
    onClose,
  });
  const enviar = form.handleSubmit((dados) => salvar.mutate({ id: programa?.id ?? null, dados }, resposta));
  return (
    <FormDialog
      open
      title={programa ? PROGRAMA_FORM_TEXTS.editar(programa.nome) : PROGRAMA_FORM_TEXTS.novo}
      saving={salvar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void enviar(event)}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormTextField<Form>
            name="nome"
            label={PROGRAMA_FORM_TEXTS.nome}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Controller
            name="tipo"
            control={form.control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                select
                required
                label={PROGRAMA_FORM_TEXTS.tipo}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={error?.message}
              >
                {PROGRAMA_TIPOS.options().map((opcao) => (
                  <MenuItem key={opcao.value} value={opcao.value}>
                    {opcao.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="cia_aerea"
            control={form.control}
            render={({ field, fieldState: { error } }) => {
              const opcoes = cias.data ?? [];
              const atual =
                opcoes.find((cia) => cia.id === field.value) ??
                (programa?.cia_aerea?.id === field.value ? programa?.cia_aerea : null) ??
                null;
              return (
                <Autocomplete
                  options={opcoes}
                  value={atual}
                  loading={cias.isLoading}
                  onChange={(_event, cia) => field.onChange(cia?.id ?? null)}
                  getOptionLabel={(cia) => (cia.iata ? `${cia.nome} (${cia.iata})` : cia.nome)}
                  getOptionKey={(cia) => cia.id}
                  isOptionEqualToValue={(option, current) => option.id === current.id}
                  noOptionsText="Nenhuma companhia aérea encontrada."
                  loadingText="Carregando..."
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      label={PROGRAMA_FORM_TEXTS.cia}
                      error={Boolean(error)}
                      helperText={error?.message}
                    />
                  )}
                />
              );
            }}
          />
          <FormCheckbox<Form> name="ativo" label={PROGRAMA_FORM_TEXTS.ativo} />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
