import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { MOEDA_MESSAGES } from '@skyler/domain/moedas';
import {
  ID_FATURA_MAX,
  ORDEM_PAGAMENTO_MESSAGES,
  type OrdemPagamento,
} from '@skyler/domain/ordens-pagamento';
import { textoMoedaDaOrdem } from '@skyler/domain/precos/ordem-em-reais';
import { useState } from 'react';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { DateField } from '../../../components/fields/date-field.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useStatusOrdem } from '../api/ordem-acoes.ts';
import { CAMBIO_PAGO_TEXTOS, cambioDigitado } from './cambio-pago-dialog.tsx';

export const PAGO_TEXTOS = {
  titulo: 'Marcar como pago',
  idFatura: 'ID da fatura',
  dataPagamento: 'Data do pagamento',
  cambioPago: 'Câmbio pago (opcional)',
} as const;

type Erros = { id_fatura?: string; data_pagamento?: string; cambio_pago?: string };

/** Checks of part 2 §5 before the order is sent as paid: the invoice id and a payment date not in the future. */
export function errosPagamento(idFatura: string, data: string | null, hoje = hojeNaAgencia()): Erros {
  const erros: Erros = {};
  if (idFatura.trim() === '') erros.id_fatura = ORDEM_PAGAMENTO_MESSAGES.idFaturaObrigatorio;
  if (data === null) erros.data_pagamento = ORDEM_PAGAMENTO_MESSAGES.dataPagamentoObrigatoria;
  else if (data > hoje) erros.data_pagamento = ORDEM_PAGAMENTO_MESSAGES.dataPagamentoFutura;
  return erros;
}

/** Marks an open order paid with the supplier's invoice id and the payment date; a failure closes it too. */
export function PagoDialog({ ordem, onClose }: { ordem: OrdemPagamento; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const alterar = useStatusOrdem();
  const [idFatura, setIdFatura] = useState('');
  const [data, setData] = useState<string | null>(null);
  const [cambioPago, setCambioPago] = useState('');
  const [erros, setErros] = useState<Erros>({});
  const estrangeira = textoMoedaDaOrdem(ordem);

  const onConfirm = () => {
    const encontrados = errosPagamento(idFatura, data);
    const cambio = cambioPago.trim() === '' ? null : cambioDigitado(cambioPago);
    if (cambioPago.trim() !== '' && cambio === null) encontrados.cambio_pago = MOEDA_MESSAGES.cambioInvalido;
    setErros(encontrados);
    if (Object.keys(encontrados).length > 0 || data === null) return;
    alterar.mutate(
      {
        id: ordem.id,
        status: 'pago',
        id_fatura: idFatura.trim(),
        data_pagamento: data,
        ...(cambio === null ? {} : { cambio_pago: cambio }),
        versao: ordem.versao,
      },
      {
        onSuccess: () => enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.statusAlterado, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(falhaComDetalhe(ORDEM_PAGAMENTO_MESSAGES.erroStatus, error), { variant: 'error' }),
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={PAGO_TEXTOS.titulo}
      cancelLabel="Cancelar"
      confirmLabel="Confirmar"
      loading={alterar.isPending}
      onCancel={onClose}
      onConfirm={onConfirm}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          required
          label={PAGO_TEXTOS.idFatura}
          value={idFatura}
          onChange={(event) => {
            setIdFatura(event.target.value);
            setErros((atuais) => ({ ...atuais, id_fatura: undefined }));
          }}
          error={Boolean(erros.id_fatura)}
          helperText={erros.id_fatura}
          slotProps={{ htmlInput: { maxLength: ID_FATURA_MAX } }}
        />
        <DateField
          fullWidth
          required
          label={PAGO_TEXTOS.dataPagamento}
          value={data}
          onChange={(valor) => {
            setData(valor);
            setErros((atuais) => ({ ...atuais, data_pagamento: undefined }));
          }}
          error={Boolean(erros.data_pagamento)}
          helperText={erros.data_pagamento}
        />
        {estrangeira ? (
          <TextField
            fullWidth
            label={PAGO_TEXTOS.cambioPago}
            value={cambioPago}
            onChange={(event) => {
              setCambioPago(event.target.value);
              setErros((atuais) => ({ ...atuais, cambio_pago: undefined }));
            }}
            error={Boolean(erros.cambio_pago)}
            helperText={erros.cambio_pago ?? `${estrangeira}. ${CAMBIO_PAGO_TEXTOS.ajuda}`}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
