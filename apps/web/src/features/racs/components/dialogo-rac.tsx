import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RAC_MESSAGES, type RacStatus } from '@skyler/domain/racs';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useRef, useState } from 'react';
import { ErroAlertaDialog } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useResetAdiado } from '../lib/use-reset-adiado.ts';

/**
 * The frame of a RAC's protocols, documents and related services: the list, then the add form, which a
 * concluded RAC no longer offers (the server refuses it too).
 */
export function DialogoRac({
  open,
  title,
  status,
  lista,
  formulario,
  onClose,
}: {
  open: boolean;
  title: string;
  status: RacStatus | undefined;
  lista: ReactNode;
  formulario: ReactNode;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {lista}
        <Divider sx={{ my: 2 }} />
        {status === 'finalizada' ? <Alert severity="info">{RAC_MESSAGES.finalizada}</Alert> : formulario}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The list's state line: loading, failed or empty. */
export function EstadoLista({
  carregando,
  erro,
  vazia,
  textoVazio,
}: {
  carregando: boolean;
  erro: unknown;
  vazia: boolean;
  textoVazio: string;
}) {
  if (carregando) return <Typography variant="body2">Carregando...</Typography>;
  if (erro) return <Alert severity="error">{RAC_MESSAGES.erroCarregar}</Alert>;
  if (vazia) return <Typography variant="body2">{textoVazio}</Typography>;
  return null;
}

/**
 * The add form of a RAC's list: sends what `input()` gives, then the success toast and, 2 s later, `reset`
 * (part 2 §5); a refusal opens the alert with the server's text. Add waits while `valido` is false.
 * After a success the focus returns to the first field, so Escape and typing stay in the dialog.
 */
export function FormularioAdicionar<I>({
  mutation,
  input,
  mensagem,
  reset,
  valido,
  rotulo,
  direction = 'column',
  children,
}: {
  mutation: UseMutationResult<unknown, Error, I>;
  input: () => I;
  mensagem: string;
  reset: () => void;
  valido: boolean;
  rotulo: string;
  direction?: 'row' | 'column';
  children: ReactNode;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [erro, setErro] = useState<unknown>(null);
  const adiado = useResetAdiado(reset);
  const formulario = useRef<HTMLFormElement>(null);
  return (
    <Box
      component="form"
      ref={formulario}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!valido) return;
        mutation.mutate(input(), {
          onSuccess: () => {
            enqueueSnackbar(mensagem, { variant: 'success' });
            adiado.agendar();
            // the add button is disabled until the reset: the keyboard goes back to the first field, in the dialog
            formulario.current?.querySelector<HTMLElement>('input, textarea')?.focus();
          },
          onError: setErro,
        });
      }}
    >
      <Stack
        direction={direction}
        spacing={2}
        sx={direction === 'row' ? { alignItems: 'center' } : { alignItems: 'flex-start' }}
      >
        {children}
        <Button
          type="submit"
          variant="contained"
          disabled={!valido || adiado.aguardando}
          loading={mutation.isPending}
        >
          {rotulo}
        </Button>
      </Stack>
      <ErroAlertaDialog erro={erro} onClose={() => setErro(null)} />
    </Box>
  );
}
