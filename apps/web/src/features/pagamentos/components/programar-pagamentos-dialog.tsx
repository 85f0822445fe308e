import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatId, formatMoney } from '@skyler/domain/formatters';
import {
  MEIOS_COM_PARCELAS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  PAGAMENTO_UI_MESSAGES,
} from '@skyler/domain/pagamentos';
import {
  type LinhaProgramada,
  pagamentosProgramados,
  saldoAProgramar,
} from '@skyler/domain/precos/pagamento';
import { useEffect, useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { usePagamentosDaVenda } from '../api/get-pagamentos-venda.ts';
import { useServicosDaVenda } from '../api/get-servicos-venda.ts';
import { useCriarPagamentos } from '../api/save-pagamento.ts';
import { hojeNaAgencia } from '../lib/pagamento-form.ts';

export const PROGRAMAR_TEXTS = {
  acao: 'Programar pagamentos',
  titulo: (venda: number) => `Programar pagamentos da venda ${formatId(venda)}`,
  explicacao:
    'Um pagamento por serviço que ainda tem valor a programar, já com o que falta; marque "Juntar" para cobrar vários serviços num só pagamento (mesmo meio e parcelas).',
  servico: (servico: number, aberto: string) => `Serviço ${formatId(servico)} — falta ${formatMoney(aberto)}`,
  valor: 'Valor',
  meio: 'Meio de pagamento',
  parcelas: 'Parcelas',
  vencimento: 'Vencimento',
  juntar: 'Juntar',
  programar: 'Programar',
  calculando: 'Calculando o que falta programar…',
  nadaAProgramar: 'Todos os serviços da venda já têm pagamentos programados.',
} as const;

type ProgramarForm = { linhas: LinhaProgramada[] };

/** The lines as `pagamentosProgramados` (the function the API checks with) builds the payments; its message under them. */
function programarResolver(venda: number): Resolver<ProgramarForm> {
  return (values) => {
    const { erro } = pagamentosProgramados(venda, values.linhas);
    if (erro === null) return { values, errors: {} };
    const errors: FieldErrors<ProgramarForm> = { linhas: { type: 'validate', message: erro } };
    return { values: {}, errors };
  };
}

/**
 * "Programar pagamentos" (POST /api/pagamentos/criar_pagamentos/): several payments of the sale at once, one
 * line per service that still lacks something, prefilled with what it lacks (`saldoAProgramar`, the function
 * the API checks with); the lines marked are joined into one payment (`pagamentosProgramados`).
 */
export function ProgramarPagamentosDialog({ venda, onClose }: { venda: number; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const criar = useCriarPagamentos();
  const servicos = useServicosDaVenda(venda).data;
  const pagamentos = usePagamentosDaVenda(venda).data;
  const [resolver] = useState(() => programarResolver(venda));
  const form = useForm<ProgramarForm>({ defaultValues: { linhas: [] }, resolver });
  const [carregado, setCarregado] = useState(false);
  const linhas = carregado ? form.watch('linhas') : null;
  const erro = form.formState.errors.linhas?.message ?? null;

  // the lines prefilled once the sale's services and payments are read: what the form starts from
  useEffect(() => {
    if (carregado || !servicos || !pagamentos) return;
    const saldo = saldoAProgramar(
      servicos,
      pagamentos.flatMap((pagamento) => pagamento.servicos),
    );
    form.reset({
      linhas: saldo.partes.map((parte) => ({
        servico: parte.servico,
        aberto: parte.valor,
        valor: parte.valor,
        meio_pagamento: 'pix',
        num_parcelas: 1,
        data_vencimento: hojeNaAgencia(),
        juntar: false,
      })),
    });
    setCarregado(true);
  }, [carregado, servicos, pagamentos, form]);

  const mudar = (indice: number, mudanca: Partial<LinhaProgramada>) =>
    form.setValue(
      'linhas',
      form.getValues('linhas').map((linha, i) => (i === indice ? { ...linha, ...mudanca } : linha)),
      { shouldDirty: true },
    );

  const salvar = form.handleSubmit((valores) => {
    const corpo = pagamentosProgramados(venda, valores.linhas);
    if (corpo.erro !== null) return;
    criar.mutate(
      { pagamentos: corpo.pagamentos, pagamentosJuntos: corpo.pagamentosJuntos },
      {
        onSuccess: () => {
          enqueueSnackbar(PAGAMENTO_UI_MESSAGES.cadastrados, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroCadastrarVarios, error), {
            variant: 'error',
          }),
      },
    );
  });

  return (
    <FormDialog
      open
      title={PROGRAMAR_TEXTS.titulo(venda)}
      saving={criar.isPending}
      submitLabel={PROGRAMAR_TEXTS.programar}
      submitDisabled={linhas === null || linhas.length === 0}
      onClose={onClose}
      dirty={form.formState.isDirty}
      onSubmit={(event) => void salvar(event)}
    >
      <p>{PROGRAMAR_TEXTS.explicacao}</p>
      {linhas === null ? <Alert severity="info">{PROGRAMAR_TEXTS.calculando}</Alert> : null}
      {linhas?.length === 0 ? <Alert severity="warning">{PROGRAMAR_TEXTS.nadaAProgramar}</Alert> : null}
      {erro ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      ) : null}
      <Stack spacing={3}>
        {linhas?.map((linha, indice) => {
          const rotulo = PROGRAMAR_TEXTS.servico(linha.servico, String(linha.aberto));
          const comParcelas = MEIOS_COM_PARCELAS.includes(linha.meio_pagamento as MeioPagamento);
          return (
            <Stack key={linha.servico} spacing={1} role="group" aria-label={rotulo}>
              <Typography variant="subtitle2" component="p">
                {rotulo}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  label={PROGRAMAR_TEXTS.valor}
                  value={linha.valor}
                  onChange={(event) => mudar(indice, { valor: event.target.value })}
                  sx={{ width: 140 }}
                />
                <TextField
                  select
                  label={PROGRAMAR_TEXTS.meio}
                  value={linha.meio_pagamento}
                  onChange={(event) => mudar(indice, { meio_pagamento: event.target.value })}
                  sx={{ minWidth: 180 }}
                >
                  {MEIOS_PAGAMENTO.values.map((valor) => (
                    <MenuItem key={valor} value={valor}>
                      {MEIOS_PAGAMENTO.label(valor)}
                    </MenuItem>
                  ))}
                </TextField>
                {comParcelas ? (
                  <TextField
                    select
                    label={PROGRAMAR_TEXTS.parcelas}
                    value={linha.num_parcelas}
                    onChange={(event) => mudar(indice, { num_parcelas: Number(event.target.value) })}
                  >
                    {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
                      <MenuItem key={n} value={n}>
                        {n}x
                      </MenuItem>
                    ))}
                  </TextField>
                ) : null}
                <TextField
                  type="date"
                  label={PROGRAMAR_TEXTS.vencimento}
                  value={linha.data_vencimento ?? ''}
                  onChange={(event) => mudar(indice, { data_vencimento: event.target.value || null })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={linha.juntar}
                      onChange={(event) => mudar(indice, { juntar: event.target.checked })}
                    />
                  }
                  label={PROGRAMAR_TEXTS.juntar}
                />
              </Stack>
            </Stack>
          );
        })}
      </Stack>
    </FormDialog>
  );
}
