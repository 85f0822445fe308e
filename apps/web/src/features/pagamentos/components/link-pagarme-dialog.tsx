import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { formatId } from '@skyler/domain/formatters-basicos';
import { PAGAMENTO_UI_MESSAGES, type PagamentoView } from '@skyler/domain/pagamentos';
import { PAGAMENTO_MESSAGES } from '@skyler/domain/precos/pagamento';
import { useId, useState } from 'react';
import { errorMessage } from '../../../api/api-error.ts';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useGerarLinkPagarme } from '../api/link-pagarme.ts';

export const LINK_TEXTS = {
  titulo: (id: number) => `Link de pagamento do pagamento ${formatId(id)}`,
  explicacao: 'O cliente paga com cartão pelo Pagar.me; quando o pagamento é aprovado, ele é concluído aqui.',
  parcelas: 'Máximo de parcelas',
  gerar: 'Gerar link de pagamento',
  gerarNovo: 'Gerar novo link',
  link: 'Link de pagamento',
  copiar: 'Copiar link',
  fechar: 'Fechar',
} as const;

const PARCELAS = Array.from({ length: 12 }, (_, i) => i + 1);

/** Copies the text and says so in a toast (part 1 §8). */
export function useCopiarTexto() {
  const { enqueueSnackbar } = useSnackbar();
  return async (texto: string) => {
    try {
      await navigator.clipboard.writeText(texto);
      enqueueSnackbar(PAGAMENTO_UI_MESSAGES.copiado, { variant: 'success' });
    } catch {
      enqueueSnackbar(PAGAMENTO_UI_MESSAGES.erroCopiar, { variant: 'error' });
    }
  };
}

/** A Pagar.me card link for the payment: generated with the maximum instalments, stored and offered for copying. */
export function LinkPagarmeDialog({ pagamento, onClose }: { pagamento: PagamentoView; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const gerar = useGerarLinkPagarme();
  const copiar = useCopiarTexto();
  const [parcelas, setParcelas] = useState(Math.min(Math.max(pagamento.num_parcelas, 1), 12));
  const [link, setLink] = useState(pagamento.pagarme_link);
  const [falha, setFalha] = useState<string | null>(null);

  const onGerar = () => {
    if (pagamento.servicos.length === 0) {
      enqueueSnackbar(PAGAMENTO_MESSAGES.servicoLink, { variant: 'error' });
      return;
    }
    setFalha(null);
    gerar.mutate(
      { id: pagamento.id, max_installments: parcelas },
      {
        onSuccess: (novo) => setLink(novo),
        // the server's own words: not configured (503), the gateway failing, the payment already paid…
        onError: (error) => setFalha(errorMessage(error, PAGAMENTO_UI_MESSAGES.pagarmeFalhou)),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={gerar.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{LINK_TEXTS.titulo(pagamento.id)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            {LINK_TEXTS.explicacao} Valor: <Money value={pagamento.valor_total} />.
          </DialogContentText>
          {link ? (
            <TextField
              label={LINK_TEXTS.link}
              value={link}
              fullWidth
              slotProps={{
                htmlInput: { readOnly: true },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title={LINK_TEXTS.copiar}>
                        <IconButton aria-label={LINK_TEXTS.copiar} onClick={() => copiar(link)} edge="end">
                          <ContentCopy fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          ) : null}
          <TextField
            select
            label={LINK_TEXTS.parcelas}
            value={parcelas}
            onChange={(event) => setParcelas(Number(event.target.value))}
            sx={{ maxWidth: 220 }}
          >
            {PARCELAS.map((n) => (
              <MenuItem key={n} value={n}>
                {n}x
              </MenuItem>
            ))}
          </TextField>
          {falha ? <Alert severity="error">{falha}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={gerar.isPending}>
          {LINK_TEXTS.fechar}
        </Button>
        <Button variant="contained" onClick={onGerar} loading={gerar.isPending}>
          {link ? LINK_TEXTS.gerarNovo : LINK_TEXTS.gerar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
