import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatMoney, toDecimal } from '@skyler/domain/formatters';
import { ORDEM_PAGAMENTO_MESSAGES, type OrdemPagamento } from '@skyler/domain/ordens-pagamento';
import { novoValorDaOrdem, textoMoedaDaOrdem } from '@skyler/domain/precos/ordem-em-reais';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useUpdateOrdem } from '../api/ordem-acoes.ts';
import { valorDigitado } from '../lib/ordem-texto.ts';

export const VALOR_TEXTOS = {
  titulo: 'Alterar valor',
  valor: 'Valor',
  digitadoEm: 'Digitar em',
  reais: 'Reais (R$)',
  falha: 'Não foi possível alterar o valor.',
} as const;

/**
 * The amount of an open order; the value typed must be above zero. An order bought in another currency is
 * typed in reais or in its currency, converted at its factor by the same function the server uses (decision 0064).
 */
export function ValorDialog({ ordem, onClose }: { ordem: OrdemPagamento; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useUpdateOrdem();
  const [texto, setTexto] = useState(ordem.valor.replace('.', ','));
  const [erro, setErro] = useState<string | null>(null);
  const estrangeira = textoMoedaDaOrdem(ordem);
  const [naMoeda, setNaMoeda] = useState(false);
  const digitado = valorDigitado(texto);
  const emReais =
    naMoeda && digitado !== null ? novoValorDaOrdem(ordem, { valor_moeda: digitado }).valor : null;

  const onConfirm = () => {
    const valor = valorDigitado(texto);
    if (valor === null || !toDecimal(valor)?.greaterThan(0)) {
      setErro(ORDEM_PAGAMENTO_MESSAGES.valorPositivo);
      return;
    }
    salvar.mutate(
      naMoeda
        ? { id: ordem.id, valor_moeda: valor, versao: ordem.versao }
        : { id: ordem.id, valor, versao: ordem.versao },
      {
        onSuccess: () => {
          enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.valorAlterado, { variant: 'success' });
          onClose();
        },
        onError: (error) =>
          setErro(
            (isApiError(error) && (error.errors.valor?.[0] ?? error.errors.valor_moeda?.[0])) ||
              errorMessage(error, VALOR_TEXTOS.falha),
          ),
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
      message={estrangeira ?? undefined}
    >
      {estrangeira ? (
        <TextField
          select
          fullWidth
          margin="dense"
          label={VALOR_TEXTOS.digitadoEm}
          value={naMoeda ? 'moeda' : 'reais'}
          onChange={(event) => {
            const moeda = event.target.value === 'moeda';
            setNaMoeda(moeda);
            setTexto((moeda ? dinheiro(ordem.valor_moeda) : ordem.valor).replace('.', ','));
            setErro(null);
          }}
        >
          <MenuItem value="reais">{VALOR_TEXTOS.reais}</MenuItem>
          <MenuItem value="moeda">{ordem.moeda}</MenuItem>
        </TextField>
      ) : null}
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
        helperText={erro ?? (emReais ? `= ${formatMoney(emReais)}` : null)}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">{naMoeda ? ordem.moeda : 'R$'}</InputAdornment>,
          },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
    </ConfirmDialog>
  );
}

/** A stored amount to the cent, as the field shows it. */
function dinheiro(valor: string): string {
  return (toDecimal(valor) ?? toDecimal('0'))?.toFixed(2) ?? '0.00';
}
