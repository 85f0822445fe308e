import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
  ZPagamentoTotalRequest,
} from '@skyler/domain/pagamentos';
import { type SaldoAProgramar, saldoAProgramar } from '@skyler/domain/precos/pagamento';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { usePagamentosDaVenda } from '../api/get-pagamentos-venda.ts';
import { useServicosDaVenda } from '../api/get-servicos-venda.ts';
import { type CobrarSaldoBody, useCobrarSaldo } from '../api/save-pagamento.ts';
import { hojeNaAgencia } from '../lib/pagamento-form.ts';

export const COBRAR_SALDO_TEXTS = {
  acao: 'Cobrar saldo',
  acaoDaVenda: (venda: number) => `Cobrar saldo da venda ${formatId(venda)}`,
  titulo: (venda: number) => `Cobrar saldo da venda ${formatId(venda)}`,
  explicacao:
    'Cadastra um pagamento do que ainda não foi programado em cada serviço da venda (o valor dos serviços menos os pagamentos já cadastrados).',
  meio: 'Meio de pagamento',
  parcelas: 'Parcelas',
  vencimento: 'Vencimento',
  descricao: 'Descrição',
  cobrar: 'Cobrar',
  valorACobrar: 'Valor a cobrar',
  calculando: 'Calculando o saldo da venda…',
  servico: (servico: number) => `Serviço ${formatId(servico)}`,
  nadaACobrar: 'Todos os serviços da venda já têm pagamentos programados: não há saldo a cobrar.',
} as const;

/** The amount the payment will have, per service, from the function the API charges with. */
function SaldoDaVenda({ saldo }: { saldo: SaldoAProgramar | null }) {
  if (saldo === null) return <Alert severity="info">{COBRAR_SALDO_TEXTS.calculando}</Alert>;
  if (saldo.partes.length === 0) return <Alert severity="warning">{COBRAR_SALDO_TEXTS.nadaACobrar}</Alert>;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle1" component="p">
        {COBRAR_SALDO_TEXTS.valorACobrar}: <strong>{formatMoney(saldo.total)}</strong>
      </Typography>
      {saldo.partes.length > 1 ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {saldo.partes.map((parte) => (
            <li key={parte.servico}>
              {COBRAR_SALDO_TEXTS.servico(parte.servico)}: {formatMoney(parte.valor)}
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

type CobrarSaldoForm = {
  meio_pagamento: MeioPagamento;
  num_parcelas: number;
  data_vencimento: string;
  descricao: string;
};

/** The request as the API takes it: instalments only for the methods that have them, empty texts as null. */
function paraRequest(venda: number, form: CobrarSaldoForm): CobrarSaldoBody {
  return {
    venda,
    meio_pagamento: form.meio_pagamento,
    num_parcelas: MEIOS_COM_PARCELAS.includes(form.meio_pagamento) ? form.num_parcelas : 1,
    data_vencimento: form.data_vencimento || null,
    descricao: form.descricao.trim() || null,
  };
}

/** "Cobrar saldo": one payment of what the sale has not scheduled yet (pagamento_total/). */
export function CobrarSaldoDialog({ venda, onClose }: { venda: number; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const cobrar = useCobrarSaldo();
  const [resolver] = useState(() =>
    schemaResolver<CobrarSaldoForm, z.output<typeof ZPagamentoTotalRequest>>(ZPagamentoTotalRequest, (form) =>
      paraRequest(venda, form),
    ),
  );
  const form = useForm<CobrarSaldoForm, unknown, z.output<typeof ZPagamentoTotalRequest>>({
    defaultValues: {
      meio_pagamento: 'pix',
      num_parcelas: 1,
      data_vencimento: hojeNaAgencia(),
      descricao: '',
    },
    resolver,
  });
  const comParcelas = MEIOS_COM_PARCELAS.includes(form.watch('meio_pagamento'));
  const servicos = useServicosDaVenda(venda).data;
  const pagamentos = usePagamentosDaVenda(venda).data;
  const saldo =
    servicos && pagamentos
      ? saldoAProgramar(
          servicos,
          pagamentos.flatMap((pagamento) => pagamento.servicos),
        )
      : null;
  const salvar = form.handleSubmit(() =>
    cobrar.mutate(paraRequest(venda, form.getValues()), {
      onSuccess: () => {
        enqueueSnackbar(PAGAMENTO_UI_MESSAGES.saldoCobrado, { variant: 'success' });
        onClose();
      },
      onError: (error) =>
        enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroCobrarSaldo, error), {
          variant: 'error',
        }),
    }),
  );
  return (
    <FormDialog
      open
      title={COBRAR_SALDO_TEXTS.titulo(venda)}
      saving={cobrar.isPending}
      submitLabel={COBRAR_SALDO_TEXTS.cobrar}
      submitDisabled={saldo === null || saldo.partes.length === 0}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void salvar(event)}
    >
      <p>{COBRAR_SALDO_TEXTS.explicacao}</p>
      <SaldoDaVenda saldo={saldo} />
      <Stack spacing={2}>
        <Controller
          name="meio_pagamento"
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              label={COBRAR_SALDO_TEXTS.meio}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value as MeioPagamento)}
            >
              {MEIOS_PAGAMENTO.values.map((valor) => (
                <MenuItem key={valor} value={valor}>
                  {MEIOS_PAGAMENTO.label(valor)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {comParcelas ? (
          <Controller
            name="num_parcelas"
            control={form.control}
            render={({ field }) => (
              <TextField
                select
                label={COBRAR_SALDO_TEXTS.parcelas}
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
              >
                {Array.from({ length: 12 }, (_, i) => i + 1).map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}x
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : null}
        <Controller
          name="data_vencimento"
          control={form.control}
          render={({ field, fieldState: { error } }) => (
            <TextField
              type="date"
              label={COBRAR_SALDO_TEXTS.vencimento}
              value={field.value}
              onChange={field.onChange}
              error={Boolean(error)}
              helperText={error?.message}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          )}
        />
        <Controller
          name="descricao"
          control={form.control}
          render={({ field, fieldState: { error } }) => (
            <TextField
              label={COBRAR_SALDO_TEXTS.descricao}
              value={field.value}
              onChange={field.onChange}
              error={Boolean(error)}
              helperText={error?.message}
              slotProps={{ htmlInput: { maxLength: 99 } }}
            />
          )}
        />
      </Stack>
    </FormDialog>
  );
}
