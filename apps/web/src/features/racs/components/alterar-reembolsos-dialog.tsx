import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  RAC_REEMBOLSO_MESSAGES,
  type RacReembolsosUpdate,
  type RacView,
  ZRacReembolsosUpdate,
} from '@skyler/domain/racs';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, isApiError } from '../../../api/api-error.ts';
import { useFornecedoresSimples } from '../../../api/get-listas-simples.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormDateField } from '../../../components/forms/form-date-field.tsx';
import { FormMoneyField } from '../../../components/forms/form-money-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useAlterarReembolsosRac } from '../api/rac-acoes.ts';
import { valorDigitado } from '../lib/rac-form.ts';

export const ALTERAR_REEMBOLSOS_TEXTS = {
  acao: 'Alterar reembolsos',
  titulo: (id: number) => `Alterar reembolsos da RAC ${formatId(id)}`,
  reembolsoCliente: 'Reembolso ao cliente',
  vencimentoCliente: 'Vencimento do reembolso ao cliente',
  reembolsoFornecedor: 'Reembolso do fornecedor à agência',
  fornecedor: 'Fornecedor que reembolsa',
  fornecedorDaEmissao: 'Fornecedor da emissão',
  previstoFornecedor: 'Previsão do reembolso do fornecedor',
  ajuda:
    'O reembolso ao cliente em aberto (Contas a Pagar) e o recebível do fornecedor em aberto (Contas a Receber) acompanham; um pago ou recebido não muda.',
  erro: 'Erro ao alterar os reembolsos.',
} as const;

type ReembolsosForm = {
  estorno_cliente_valor: string;
  estorno_cliente_data_previsto: string | null;
  estorno_fornecedor_valor: string;
  estorno_fornecedor: number | null;
  estorno_skyler_data_previsto: string | null;
};

const CAMPOS = [
  'estorno_cliente_valor',
  'estorno_cliente_data_previsto',
  'estorno_fornecedor_valor',
  'estorno_fornecedor',
  'estorno_skyler_data_previsto',
] as const;

/** An amount as the API sends it ("2828.84") as it is typed here ("2828,84"). */
const comoDigitado = (valor: string) => valor.replace('.', ',');

function valoresDaRac(rac: RacView): ReembolsosForm {
  return {
    estorno_cliente_valor: comoDigitado(rac.estorno_cliente_valor),
    estorno_cliente_data_previsto: rac.estorno_cliente_data_previsto,
    estorno_fornecedor_valor: comoDigitado(rac.estorno_fornecedor_valor),
    estorno_fornecedor: rac.estorno_fornecedor?.id ?? null,
    estorno_skyler_data_previsto: rac.estorno_skyler_data_previsto,
  };
}

/** The body of the PUT: amounts typed as "1.234,50" are sent as "1234.50", an empty one as zero. */
function reembolsosFormToRequest(form: ReembolsosForm, versao: number) {
  return {
    ...form,
    estorno_cliente_valor: valorDigitado(form.estorno_cliente_valor) || '0',
    estorno_fornecedor_valor: valorDigitado(form.estorno_fornecedor_valor) || '0',
    versao,
  };
}

/** The server names a field under `racs.` as in the create body: the form's field is the same. */
function semPrefixo(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([campo, mensagens]) => [campo.replace(/^racs\./, ''), mensagens]),
  );
  return new ApiError({ status: error.status, detail: error.detail, errors });
}

/**
 * Finance changes a RAC's refunds (decision 0065): what the agency refunds the client and when, what the
 * supplier refunds the agency, from whom (the issuance's supplier when none is chosen) and when. Sent with
 * the RAC's version: a change made meanwhile is refused with the version message.
 */
export function AlterarReembolsosDialog({ rac, onClose }: { rac: RacView; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const alterar = useAlterarReembolsosRac();
  const fornecedores = useFornecedoresSimples();
  const form = useForm<ReembolsosForm, unknown, RacReembolsosUpdate>({
    defaultValues: valoresDaRac(rac),
    resolver: schemaResolver<ReembolsosForm, RacReembolsosUpdate>(ZRacReembolsosUpdate, (valores) =>
      reembolsosFormToRequest(valores, rac.versao),
    ),
  });
  const { errors, isDirty } = form.formState;
  const salvar = form.handleSubmit((dados) => {
    alterar.mutate(
      { rac: rac.id, ...dados },
      {
        onSuccess: () => {
          enqueueSnackbar(RAC_REEMBOLSO_MESSAGES.valoresAlterados, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          showServerErrors(semPrefixo(error), form.setError, {
            fields: CAMPOS,
            fallback: ALTERAR_REEMBOLSOS_TEXTS.erro,
          }),
      },
    );
  });
  const fornecedorAtual = rac.estorno_fornecedor;
  const opcoes = fornecedores.data ?? (fornecedorAtual ? [fornecedorAtual] : []);

  return (
    <FormDialog
      open
      title={ALTERAR_REEMBOLSOS_TEXTS.titulo(rac.id)}
      saving={alterar.isPending}
      dirty={isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={form.control}
            name="estorno_cliente_valor"
            label={ALTERAR_REEMBOLSOS_TEXTS.reembolsoCliente}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="estorno_cliente_data_previsto"
            label={ALTERAR_REEMBOLSOS_TEXTS.vencimentoCliente}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={form.control}
            name="estorno_fornecedor_valor"
            label={ALTERAR_REEMBOLSOS_TEXTS.reembolsoFornecedor}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormDateField
            control={form.control}
            name="estorno_skyler_data_previsto"
            label={ALTERAR_REEMBOLSOS_TEXTS.previstoFornecedor}
          />
        </Grid>
        <Grid size={12}>
          <Controller
            name="estorno_fornecedor"
            control={form.control}
            render={({ field }) => (
              <Autocomplete
                options={opcoes}
                loading={fornecedores.isLoading}
                getOptionLabel={(f) => f.nome}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                value={opcoes.find((f) => f.id === field.value) ?? null}
                onChange={(_event, f) => field.onChange(f?.id ?? null)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={ALTERAR_REEMBOLSOS_TEXTS.fornecedor}
                    placeholder={ALTERAR_REEMBOLSOS_TEXTS.fornecedorDaEmissao}
                    error={Boolean(errors.estorno_fornecedor)}
                    helperText={errors.estorno_fornecedor?.message}
                    slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
                  />
                )}
              />
            )}
          />
        </Grid>
      </Grid>
      <Typography variant="caption" color="text.secondary">
        {ALTERAR_REEMBOLSOS_TEXTS.ajuda}
      </Typography>
    </FormDialog>
  );
}
