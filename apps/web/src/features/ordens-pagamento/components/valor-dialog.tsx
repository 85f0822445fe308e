import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { toDecimal } from '@skyler/domain/formatters';
import { ORDEM_PAGAMENTO_MESSAGES, type OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useUpdateOrdem } from '../api/ordem-acoes.ts';
import { valorDigitado } from '../lib/ordem-texto.ts';

export const VALOR_TEXTOS = {
  titulo: 'Alterar valor',
  valor: 'Valor',
  falha: 'Não foi possível alterar o valor.',
} as const;

/** The amount of an open order; the value typed must be above zero. */
export function ValorDialog({ ordem, onClose }: { ordem: OrdemPagamento; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useUpdateOrdem();
  const [texto, setTexto] = useState(ordem.valor.replace('.', ','));
  const [erro, setErro] = useState<string | null>(null);

  const onConfirm = () => {
    const valor = valorDigitado(texto);
    if (valor === null || !toDecimal(valor)?.greaterThan(0)) {
      setErro(ORDEM_PAGAMENTO_MESSAGES.valorPositivo);
      return;
    }
    salvar.mutate(
      { id: ordem.id, valor, versao: ordem.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.valorAlterado, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          setErro((isApiError(error) && error.errors.valor?.[0]) || errorMessage(error, VALOR_TEXTOS.falha)),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={VALOR_TEXTOS.titulo}
      cancelLabel="Cancelar"
      confirmLabel="Salvar"
      loading={salvar.isPending}
      onCancel={onClose}
      onConfirm={onConfirm}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={VALOR_TEXTOS.valor}
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
    </ConfirmDialog>
  );
}
