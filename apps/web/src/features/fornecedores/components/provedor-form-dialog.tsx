import Autocomplete from '@mui/material/Autocomplete';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  FORNECEDORES_MESSAGES as M,
  type Provedor,
  type ProvedorData,
  TIPOS_SERVICO_PROVEDOR,
  usaCiaAerea,
  ZProvedorCreateRequest,
  ZProvedorUpdateRequest,
} from '@skyler/domain/fornecedores';
import { useEffect } from 'react';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { type CiaAereaOpcao, useCiasAereas } from '../../../api/get-cias-aereas.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { EnderecoFields } from '../../../components/fields/endereco-fields.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { applyServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useCreateProvedor, useUpdateProvedor } from '../api/save-provedor.ts';
import { type ProvedorFormValues, provedorFormValues } from '../lib/form-values.ts';
import { CadastroFields } from './cadastro-fields.tsx';

type ProvedorFormDialogProps = {
  open: boolean;
  /** absent: a new provider */
  provedor?: Provedor | null;
  onClose: () => void;
};

const nomeCia = (cia: CiaAereaOpcao) => (cia.iata ? `${cia.nome} (${cia.iata})` : cia.nome);

/**
 * New and edit dialogs of a provider. Creation needs a valid CPF or CNPJ; editing may leave them empty
 * and refuses with 'Faltam dados obrigatórios' (part 2 §5).
 */
export function ProvedorFormDialog({ open, provedor, onClose }: ProvedorFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateProvedor();
  const update = useUpdateProvedor();
  const editando = Boolean(provedor);
  const recusa = editando ? M.provedorEdicaoIncompleta : M.dadosInvalidos;
  const form = useForm<ProvedorFormValues, unknown, ProvedorData>({
    resolver: schemaResolver(editando ? ZProvedorUpdateRequest : ZProvedorCreateRequest),
    defaultValues: provedorFormValues(provedor ?? undefined),
  });
  const { reset, handleSubmit, setError, control, setValue } = form;
  const tipo = useWatch({ control, name: 'tipo_servico' });
  const comCia = usaCiaAerea(tipo);
  const cias = useCiasAereas({ enabled: open && comCia });

  useEffect(() => {
    if (open) reset(provedorFormValues(provedor ?? undefined));
  }, [open, provedor, reset]);

  const onSubmit = handleSubmit(
    async (data) => {
      try {
        if (provedor) {
          await update.mutateAsync({ id: provedor.id, body: data });
          enqueueSnackbar(M.provedorAlterado, { variant: 'success' });
        } else {
          await create.mutateAsync(data);
          enqueueSnackbar(M.provedorCriado, { variant: 'success' });
        }
        onClose();
      } catch (error) {
        applyServerErrors(error, setError);
        enqueueSnackbar(errorMessage(error, recusa), { variant: 'error' });
      }
    },
    () => enqueueSnackbar(recusa, { variant: 'error' }),
  );

  return (
    <FormDialog
      open={open}
      title={provedor ? 'Editar provedor' : 'Novo provedor'}
      saving={create.isPending || update.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CadastroFields documentoObrigatorio={!editando} />
          <Controller
            name="tipo_servico"
            control={control}
            render={({ field, fieldState: { error } }) => (
              <TextField
                select
                required
                fullWidth
                label="Tipo de serviço"
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  if (!usaCiaAerea(event.target.value)) setValue('cia_aerea', null);
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(error)}
                helperText={error?.message}
              >
                {TIPOS_SERVICO_PROVEDOR.options().map((opcao) => (
                  <MenuItem key={opcao.value} value={opcao.value}>
                    {opcao.label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {comCia ? (
            <Controller
              name="cia_aerea"
              control={control}
              render={({ field, fieldState: { error } }) => {
                const opcoes = cias.data ?? [];
                const atual =
                  opcoes.find((cia) => cia.id === field.value) ??
                  (provedor?.cia_aerea?.id === field.value ? provedor?.cia_aerea : null) ??
                  null;
                return (
                  <Autocomplete
                    options={opcoes}
                    value={atual}
                    loading={cias.isLoading}
                    onChange={(_event, cia) => field.onChange(cia?.id ?? null)}
                    getOptionLabel={nomeCia}
                    getOptionKey={(cia) => cia.id}
                    isOptionEqualToValue={(option, current) => option.id === current.id}
                    noOptionsText="Nenhuma companhia aérea encontrada."
                    loadingText="Carregando..."
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label="Companhia aérea"
                        error={Boolean(error)}
                        helperText={error?.message}
                      />
                    )}
                  />
                );
              }}
            />
          ) : null}
          <Divider />
          <Typography variant="subtitle2">Endereço</Typography>
          <EnderecoFields />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
