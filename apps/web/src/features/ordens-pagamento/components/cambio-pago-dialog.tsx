import TextField from '@mui/material/TextField';
import { MOEDA_MESSAGES } from '@skyler/domain/moedas';
import type { OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { textoMoedaDaOrdem } from '@skyler/domain/precos/ordem-em-reais';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useCambioPagoOrdem } from '../api/ordem-acoes.ts';

export const CAMBIO_PAGO_TEXTOS = {
  titulo: 'Registrar câmbio pago',
  acao: 'Registrar câmbio pago',
  campo: 'Câmbio pago',
  ajuda: 'O câmbio da fatura do cartão ou da remessa. O valor da ordem e o custo da cotação não mudam.',
  sucesso: 'Câmbio pago registrado.',
  falha: 'Não foi possível registrar o câmbio pago.',
} as const;

/** A rate typed as finance writes it: digits with a comma or point, up to 6 decimals; null otherwise. */
export function cambioDigitado(texto: string): string | null {
  const valor = texto.trim().replace(',', '.');
  return /^\d{1,8}(\.\d{1,6})?$/.test(valor) && /[1-9]/.test(valor) ? valor : null;
}

/** The rate a paid foreign-currency order was really paid at; the difference is its exchange difference. */
export function CambioPagoDialog({ ordem, onClose }: { ordem: OrdemPagamento; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useCambioPagoOrdem();
  const [texto, setTexto] = useState(ordem.cambio_pago?.replace('.', ',') ?? '');
  const [erro, setErro] = useState<string | null>(null);

  const onConfirm = () => {
    const cambio = cambioDigitado(texto);
    if (cambio === null) {
      setErro(MOEDA_MESSAGES.cambioInvalido);
      return;
    }
    salvar.mutate(
      { id: ordem.id, cambio_pago: cambio, versao: ordem.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(CAMBIO_PAGO_TEXTOS.sucesso, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          setErro(
            (isApiError(error) && (error.errors.cambio_pago?.[0] ?? error.errors.valor_pago?.[0])) ||
              errorMessage(error, CAMBIO_PAGO_TEXTOS.falha),
          ),
      },
    );
  };

  return (
    <ConfirmDialog
      open
      title={CAMBIO_PAGO_TEXTOS.titulo}
      message={textoMoedaDaOrdem(ordem) ?? undefined}
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
        label={CAMBIO_PAGO_TEXTOS.campo}
        value={texto}
        onChange={(event) => {
          setTexto(event.target.value);
          setErro(null);
        }}
        error={erro !== null}
        helperText={erro ?? CAMBIO_PAGO_TEXTOS.ajuda}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </ConfirmDialog>
  );
}
