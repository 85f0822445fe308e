import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type Banco,
  CONTAS_BANCARIAS_MESSAGES,
  type ContaBancaria,
  type ContaBancariaDados,
  ZContaBancariaInput,
} from '@skyler/domain/contas-bancarias';
import { Controller, useForm } from 'react-hook-form';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useBancos, useSalvarContaBancaria } from '../api/contas-bancarias.ts';

export const CONTA_FORM_TEXTS = {
  nova: 'Nova conta bancária',
  editar: (descricao: string) => `Editar conta ${descricao}`,
  banco: 'Banco',
  agencia: 'Agência',
  conta: 'Conta',
  descricao: 'Descrição',
  chavePix: 'Chave Pix',
  chavePixAjuda: 'CPF, CNPJ, e-mail, celular com +55 ou chave aleatória (opcional).',
  erroSalvar: 'Erro ao salvar a conta bancária.',
} as const;
const T = CONTA_FORM_TEXTS;

type ContaForm = { banco: string; agencia: string; conta: string; descricao: string; chave_pix: string };

const rotuloDoBanco = (banco: Banco) => `${banco.codigo} - ${banco.nome}`;

/** Register or edit one of the agency's bank accounts; the bank is chosen from the Central Bank's list. */
export function ContaBancariaFormDialog({
  conta,
  onClose,
}: {
  conta: ContaBancaria | null;
  onClose: () => void;
}) {
  const salvar = useSalvarContaBancaria();
  const bancos = useBancos();
  const form = useForm<ContaForm, unknown, ContaBancariaDados>({
    defaultValues: conta
      ? {
          banco: conta.banco,
          agencia: conta.agencia,
          conta: conta.conta,
          descricao: conta.descricao,
          chave_pix: conta.chave_pix ?? '',
        }
      : { banco: '', agencia: '', conta: '', descricao: '', chave_pix: '' },
    resolver: schemaResolver<ContaForm, ContaBancariaDados>(ZContaBancariaInput),
  });
  const opcoes = bancos.data?.bancos ?? [];
  return (
    <FormDialogDeSalvar
      form={form}
      title={conta ? T.editar(conta.descricao) : T.nova}
      saving={salvar.isPending}
      sucesso={conta ? CONTAS_BANCARIAS_MESSAGES.salva : CONTAS_BANCARIAS_MESSAGES.criada}
      fallback={T.erroSalvar}
      salvar={(dados, resposta) =>
        salvar.mutate(conta ? { ...dados, id: conta.id, versao: conta.versao } : dados, resposta)
      }
      onClose={onClose}
    >
      <Controller
        name="banco"
        control={form.control}
        render={({ field, fieldState: { error } }) => (
          <Autocomplete
            options={opcoes}
            loading={bancos.isLoading}
            value={opcoes.find((b) => b.codigo === field.value) ?? null}
            onChange={(_event, banco) => field.onChange(banco?.codigo ?? '')}
            getOptionLabel={rotuloDoBanco}
            isOptionEqualToValue={(a, b) => a.codigo === b.codigo}
            renderInput={(params) => (
              <TextField
                {...params}
                label={T.banco}
                required
                inputRef={field.ref}
                onBlur={field.onBlur}
                error={Boolean(error)}
                helperText={error?.message}
              />
            )}
          />
        )}
      />
      <Stack direction="row" spacing={2}>
        <FormTextField<ContaForm>
          name="agencia"
          label={T.agencia}
          required
          slotProps={{ htmlInput: { maxLength: 10 } }}
        />
        <FormTextField<ContaForm>
          name="conta"
          label={T.conta}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: 20 } }}
        />
      </Stack>
      <FormTextField<ContaForm>
        name="descricao"
        label={T.descricao}
        required
        fullWidth
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <FormTextField<ContaForm>
        name="chave_pix"
        label={T.chavePix}
        helperText={T.chavePixAjuda}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 77 } }}
      />
    </FormDialogDeSalvar>
  );
}
