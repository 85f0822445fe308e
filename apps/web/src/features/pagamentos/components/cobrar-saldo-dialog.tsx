import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  MEIOS_COM_PARCELAS,
  MEIOS_PAGAMENTO,
  type MeioPagamento,
  PAGAMENTO_UI_MESSAGES,
} from '@skyler/domain/pagamentos';
import { useState } from 'react';
import { useSnackbar } from '../../../lib/toast.tsx';
import { falhaComDetalhe } from '../../cotacoes/components/celulas-cotacao.tsx';
import { FormDialog } from '../../fornecedores/components/form-dialog.tsx';
import { useCobrarSaldo } from '../api/save-pagamento.ts';
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
} as const;

/** "Cobrar saldo": one payment of what the sale has not scheduled yet (pagamento_total/). */
export function CobrarSaldoDialog({ venda, onClose }: { venda: number; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const cobrar = useCobrarSaldo();
  const [meio, setMeio] = useState<MeioPagamento>('pix');
  const [parcelas, setParcelas] = useState(1);
  const [vencimento, setVencimento] = useState(hojeNaAgencia());
  const [descricao, setDescricao] = useState('');
  const comParcelas = MEIOS_COM_PARCELAS.includes(meio);
  return (
    <FormDialog
      open
      title={COBRAR_SALDO_TEXTS.titulo(venda)}
      saving={cobrar.isPending}
      submitLabel={COBRAR_SALDO_TEXTS.cobrar}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        cobrar.mutate(
          {
            venda,
            meio_pagamento: meio,
            num_parcelas: comParcelas ? parcelas : 1,
            data_vencimento: vencimento || null,
            descricao: descricao.trim() || null,
          },
          {
            onSuccess: () => {
              enqueueSnackbar(PAGAMENTO_UI_MESSAGES.saldoCobrado, { variant: 'success' });
              onClose();
            },
            onError: (error) =>
              enqueueSnackbar(falhaComDetalhe(PAGAMENTO_UI_MESSAGES.erroCobrarSaldo, error), {
                variant: 'error',
              }),
          },
        );
      }}
    >
      <p>{COBRAR_SALDO_TEXTS.explicacao}</p>
      <Stack spacing={2}>
        <TextField
          select
          label={COBRAR_SALDO_TEXTS.meio}
          value={meio}
          onChange={(event) => setMeio(event.target.value as MeioPagamento)}
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
            label={COBRAR_SALDO_TEXTS.parcelas}
            value={parcelas}
            onChange={(event) => setParcelas(Number(event.target.value))}
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
          label={COBRAR_SALDO_TEXTS.vencimento}
          value={vencimento}
          onChange={(event) => setVencimento(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label={COBRAR_SALDO_TEXTS.descricao}
          value={descricao}
          onChange={(event) => setDescricao(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 99 } }}
        />
      </Stack>
    </FormDialog>
  );
}
