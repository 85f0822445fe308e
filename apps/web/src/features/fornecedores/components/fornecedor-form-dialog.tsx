import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type Fornecedor,
  type FornecedorData,
  FORNECEDORES_MESSAGES as M,
  TIPOS_SERVICO_PROVEDOR,
  ZFornecedorRequest,
} from '@skyler/domain/fornecedores';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useProvedoresSimples } from '../../../api/get-listas-simples.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { EnderecoFields } from '../../../components/fields/endereco-fields.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useCreateFornecedor, useUpdateFornecedor } from '../api/save-fornecedor.ts';
import { type FornecedorFormValues, fornecedorFormValues } from '../lib/form-values.ts';
import { useSalvarCadastro } from '../lib/use-salvar-cadastro.ts';
import { CadastroFields } from './cadastro-fields.tsx';
import { IdsAutocomplete } from './ids-autocomplete.tsx';
import { MeiosPagamentoField } from './meios-pagamento-field.tsx';

type FornecedorFormDialogProps = {
  open: boolean;
  /** absent: a new supplier */
  fornecedor?: Fornecedor | null;
  onClose: () => void;
};

/** New and edit dialogs of a supplier: a valid CPF or CNPJ is required (part 2 §5). */
export function FornecedorFormDialog({ open, fornecedor, onClose }: FornecedorFormDialogProps) {
  const create = useCreateFornecedor();
  const update = useUpdateFornecedor();
  const provedores = useProvedoresSimples({ enabled: open });
  const form = useForm<FornecedorFormValues, unknown, FornecedorData>({
    resolver: schemaResolver(ZFornecedorRequest),
    defaultValues: fornecedorFormValues(fornecedor ?? undefined),
  });
  const { onSubmit, saving } = useSalvarCadastro(form, {
    open,
    registro: fornecedor,
    valoresDe: fornecedorFormValues,
    create,
    update,
    criado: M.fornecedorCriado,
    alterado: M.fornecedorAlterado,
    recusa: M.dadosInvalidos,
    onClose,
  });

  const opcoes = (provedores.data ?? []).map((provedor) => ({
    id: provedor.id,
    nome: provedor.nome,
    detalhe: TIPOS_SERVICO_PROVEDOR.label(provedor.tipo_servico),
  }));

  return (
    <FormDialog
      open={open}
      title={fornecedor ? 'Editar fornecedor' : 'Novo fornecedor'}
      saving={saving}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <CadastroFields documentoObrigatorio />
          <MeiosPagamentoField />
          <FormTextField<FornecedorFormValues>
            name="chave_pix"
            label="Chave Pix"
            helperText="CPF, CNPJ, e-mail, celular com +55 ou chave aleatória: o extrato do banco que a traz concilia as ordens deste fornecedor."
          />
          <Controller
            name="provedores"
            control={form.control}
            render={({ field, fieldState: { error } }) => (
              <IdsAutocomplete
                label="Provedores"
                options={opcoes}
                value={field.value}
                onChange={field.onChange}
                loading={provedores.isLoading}
                noOptionsText={M.nenhumProvedor}
                error={Boolean(error)}
                helperText={error?.message}
              />
            )}
          />
          <Divider />
          <Typography variant="subtitle2">Endereço</Typography>
          <EnderecoFields />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
