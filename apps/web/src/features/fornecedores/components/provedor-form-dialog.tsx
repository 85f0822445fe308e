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
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { EnderecoFields } from '../../../components/fields/endereco-fields.tsx';
import { FormCiaAereaField } from '../../../components/forms/form-cia-aerea-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useCreateProvedor, useUpdateProvedor } from '../api/save-provedor.ts';
import { type ProvedorFormValues, provedorFormValues } from '../lib/form-values.ts';
import { useSalvarCadastro } from '../lib/use-salvar-cadastro.ts';
import { CadastroFields } from './cadastro-fields.tsx';

type ProvedorFormDialogProps = {
  open: boolean;
  /** absent: a new provider */
  provedor?: Provedor | null;
  onClose: () => void;
};

/**
 * New and edit dialogs of a provider. Creation needs a valid CPF or CNPJ; editing may leave them empty
 * and refuses with 'Faltam dados obrigatórios' (part 2 §5).
 */
export function ProvedorFormDialog({ open, provedor, onClose }: ProvedorFormDialogProps) {
  const create = useCreateProvedor();
  const update = useUpdateProvedor();
  const editando = Boolean(provedor);
  const recusa = editando ? M.provedorEdicaoIncompleta : M.dadosInvalidos;
  const form = useForm<ProvedorFormValues, unknown, ProvedorData>({
    resolver: schemaResolver(editando ? ZProvedorUpdateRequest : ZProvedorCreateRequest),
    defaultValues: provedorFormValues(provedor ?? undefined),
  });
  const { control, setValue } = form;
  const tipo = useWatch({ control, name: 'tipo_servico' });
  const comCia = usaCiaAerea(tipo);

  const { onSubmit, saving } = useSalvarCadastro(form, {
    open,
    registro: provedor,
    valoresDe: provedorFormValues,
    create,
    update,
    criado: M.provedorCriado,
    alterado: M.provedorAlterado,
    recusa,
    onClose,
  });

  return (
    <FormDialog
      open={open}
      title={provedor ? 'Editar provedor' : 'Novo provedor'}
      saving={saving}
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
            <FormCiaAereaField<ProvedorFormValues>
              name="cia_aerea"
              label="Companhia aérea"
              atual={provedor?.cia_aerea}
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
