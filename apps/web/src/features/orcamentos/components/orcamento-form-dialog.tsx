import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import type { Orcamento, OrcamentoCreateParsed } from '@skyler/domain/orcamentos';
import {
  ORCAMENTO_LIMITES,
  ORCAMENTO_MESSAGES,
  TIPO_ORCAMENTO_MENU,
  type TipoOrcamento,
} from '@skyler/domain/orcamentos-regras';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { ApiError, isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import {
  type CampoOrcamento,
  emptyOrcamentoForm,
  idaDepoisDaVolta,
  type OrcamentoFormValues,
  orcamentoParaForm,
  orcamentoResolver,
} from '../lib/orcamento-form.ts';
import { campoLigado } from './orcamento-campos.tsx';
import { CarroCampos, HotelCampos, OutroCampos } from './servico-campos.tsx';
import { VooCampos } from './voo-campos.tsx';

export const NOVA_SOLICITACAO = 'Nova solicitação';
export const editandoOrcamento = (id: number) => `Editando orçamento ${formatId(id)}`;

/** the first outbound and first return dates of each kind, and the return fields cleared when they cross */
const IDA_VOLTA: Partial<
  Record<TipoOrcamento, { ida: CampoOrcamento; volta: CampoOrcamento; limpar: CampoOrcamento[] }>
> = {
  orcamento_voo: {
    ida: 'orcamento_voo.trechos.0.data_inicio',
    volta: 'orcamento_voo.trechos.1.data_inicio',
    limpar: ['orcamento_voo.trechos.1.data_inicio', 'orcamento_voo.trechos.1.data_fim'],
  },
  orcamento_hotel: {
    ida: 'orcamento_hotel.checkin_inicio',
    volta: 'orcamento_hotel.checkout_inicio',
    limpar: ['orcamento_hotel.checkout_inicio', 'orcamento_hotel.checkout_fim'],
  },
  orcamento_carro: {
    ida: 'orcamento_carro.data_retirada_inicio',
    volta: 'orcamento_carro.data_devolucao_inicio',
    limpar: ['orcamento_carro.data_devolucao_inicio', 'orcamento_carro.data_devolucao_fim'],
  },
};

/** The API answers for `{orcamentos: [one]}`: its field messages come as `orcamentos.0.<field>`. */
function semPrefixoDaLista(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const errors = Object.fromEntries(
    Object.entries(error.errors).map(([campo, mensagens]) => [
      campo.replace(/^orcamentos\.0\./, ''),
      mensagens,
    ]),
  );
  return new ApiError({ status: error.status, detail: error.detail, errors });
}

type Props = (
  | { tipo: TipoOrcamento; orcamento?: undefined }
  /** a saved request to edit: its kind stays, its fields start as it asks */
  | { orcamento: Orcamento; tipo?: undefined }
) & {
  onClose: () => void;
  /** sends or keeps the request; a refusal (ApiError) is shown on the form's fields */
  onSubmit: (orcamento: OrcamentoCreateParsed) => Promise<unknown> | undefined;
};

/**
 * Nova solicitação (part 1 §2, §3, §5): one request of any kind; every field the schema asks for is required.
 * The same form edits a saved request (decision 0075).
 */
export function OrcamentoFormDialog({ orcamento, onClose, onSubmit, ...props }: Props) {
  const tipo = orcamento ? orcamento.tipo_servico : (props.tipo as TipoOrcamento);
  const showServerErrors = useServerErrors();
  const form = useForm<OrcamentoFormValues, unknown, OrcamentoCreateParsed>({
    defaultValues: orcamento ? orcamentoParaForm(orcamento) : emptyOrcamentoForm(tipo),
    resolver: orcamentoResolver,
  });

  const checarIdaVolta = () => {
    const par = IDA_VOLTA[tipo];
    if (!par) return;
    if (tipo === 'orcamento_voo' && form.getValues('orcamento_voo.tipo_trecho') !== 'ida_volta') return;
    const ida = form.getValues(par.ida) as string | null;
    const volta = form.getValues(par.volta) as string | null;
    if (!idaDepoisDaVolta(ida, volta)) return;
    window.alert(ORCAMENTO_MESSAGES.idaDepoisDaVolta);
    for (const campo of par.limpar) form.setValue(campo, null);
  };

  const solicitar = form.handleSubmit(async (orcamento) => {
    try {
      await onSubmit(orcamento);
    } catch (error) {
      showServerErrors(semPrefixoDaLista(error), form.setError);
    }
  });

  return (
    <FormDialog
      open
      title={orcamento ? editandoOrcamento(orcamento.id) : NOVA_SOLICITACAO}
      saving={form.formState.isSubmitting}
      submitLabel={orcamento ? 'Salvar' : 'Solicitar'}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void solicitar(event)}
    >
      <FormProvider {...form}>
        <Stack spacing={2}>
          <TextField
            label="Serviço"
            value={TIPO_ORCAMENTO_MENU[tipo]}
            slotProps={{ input: { readOnly: true } }}
            size="small"
          />
          <Controller
            name="descricao"
            control={form.control}
            render={(props) => (
              <TextField
                {...campoLigado(props)}
                label="Descrição"
                required
                value={props.field.value}
                helperText={
                  props.fieldState.error?.message ??
                  `${props.field.value.length}/${ORCAMENTO_LIMITES.descricaoMax}`
                }
              />
            )}
          />
          {tipo === 'orcamento_voo' ? <VooCampos onIdaVolta={checarIdaVolta} /> : null}
          {tipo === 'orcamento_hotel' ? <HotelCampos onIdaVolta={checarIdaVolta} /> : null}
          {tipo === 'orcamento_carro' ? <CarroCampos onIdaVolta={checarIdaVolta} /> : null}
          {tipo === 'orcamento_outro' ? <OutroCampos /> : null}
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
