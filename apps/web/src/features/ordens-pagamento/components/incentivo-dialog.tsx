import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ORDEM_PAGAMENTO_MESSAGES, type OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useIncentivoOrdem } from '../api/ordem-acoes.ts';
import { porcentagemTexto, valorDigitado } from '../lib/ordem-texto.ts';

export const INCENTIVO_TEXTOS = {
  titulo: 'Alterar incentivo',
  valor: 'Valor do incentivo',
  porcentagem: 'Porcentagem do incentivo',
  invalido: 'Informe um valor válido.',
} as const;

/** part 2 §9: the incentive is in reais (currency 2). */
const MOEDA_REAL = 2;

/**
 * The incentive the supplier pays back on the ticket of a flight's cost order: the value in R$ and its share
 * of the order's value (part 2 §5). Finishing closes the dialog and reloads the open orders whether or not the
 * change was taken (part 2 §4); a refusal is only logged (part 2 §8).
 */
export function IncentivoDialog({ ordem, onClose }: { ordem: OrdemPagamento; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useIncentivoOrdem();
  const [texto, setTexto] = useState((ordem.incentivo?.valor ?? '0.00').replace('.', ','));
  const [erro, setErro] = useState<string | null>(null);
  const valor = valorDigitado(texto);

  const onConfirm = () => {
    if (valor === null) {
      setErro(INCENTIVO_TEXTOS.invalido);
      return;
    }
    salvar.mutate(
      { id: ordem.id, valor_incentivo: { valor, moeda: MOEDA_REAL }, versao: ordem.versao },
      {
        onSuccess: () => enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.incentivoAlterado, { variant: 'success' }),
        onError: (error) => {
          // someone else changed the order since it was read: say so (other failures are only logged)
          if (isApiError(error) && error.status === 409) enqueueSnackbar(error.message, { variant: 'error' });
          else console.error(error);
        },
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={INCENTIVO_TEXTOS.titulo}
      cancelLabel="Cancelar"
      confirmLabel="Salvar"
      loading={salvar.isPending}
      onCancel={onClose}
      onConfirm={onConfirm}
    >
      <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
        <TextField
          autoFocus
          fullWidth
          label={INCENTIVO_TEXTOS.valor}
          value={texto}
          onChange={(event) => {
            setTexto(event.target.value);
            setErro(null);
          }}
          error={erro !== null}
          helperText={erro}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
        <TextField
          fullWidth
          label={INCENTIVO_TEXTOS.porcentagem}
          value={porcentagemTexto(valor, ordem.valor)}
          slotProps={{
            input: { readOnly: true, startAdornment: <InputAdornment position="start">%</InputAdornment> },
          }}
        />
      </Stack>
    </ConfirmDialog>
  );
}
