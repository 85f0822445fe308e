import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters';
import { JUSTIFICATIVA_MAX, SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useRef, useState } from 'react';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { useFaturarServico } from '../api/servico-acoes.ts';
import { useUltimo } from '../lib/use-ultimo.ts';
import { justificativaValida } from './cancelar-servico-dialog.tsx';

export const BOAS_PRATICAS_TEXTS = {
  titulo: (id: number) => `Faturar serviço ${formatId(id)}`,
  pergunta: 'O serviço seguiu o manual de boas práticas?',
  motivo: 'Motivo de não seguir o manual*',
} as const;

/** after the answer, the dialog stays this long before closing (part 1 §8) */
export const FECHAR_APOS_MS = 1000;

/**
 * The best-practices dialog that invoices a service (part 1 §4): Sim invoices at once; Não reveals the
 * reason box (10 to 50 characters) and Confirmar; Sair closes and forgets the answer.
 */
export function BoasPraticasDialog({
  servico: aberto,
  onClose,
}: {
  servico: { id: number } | null;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const faturar = useFaturarServico();
  const [nao, setNao] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  const [encerrando, setEncerrando] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const sair = () => {
    setNao(false);
    setMotivo('');
    setTocado(false);
    setEncerrando(false);
    onClose();
  };
  const enviar = (seguiu: boolean) => {
    if (!servico) return;
    faturar.mutate(
      {
        servico: servico.id,
        seguiu_manual_boas_praticas: seguiu,
        motivo_nao_seguimento_boas_praticas: seguiu ? null : motivo.trim(),
      },
      {
        onSuccess: () => enqueueSnackbar(SERVICO_MESSAGES.faturado, { variant: 'success' }),
        onError: () => enqueueSnackbar(SERVICO_MESSAGES.erroFaturar, { variant: 'error' }),
        onSettled: () => {
          setEncerrando(true);
          timer.current = setTimeout(sair, FECHAR_APOS_MS);
        },
      },
    );
  };
  const ocupado = faturar.isPending || encerrando;
  const motivoValido = justificativaValida(motivo);
  const erro = tocado && !motivoValido;
  return (
    <Dialog
      open={aberto !== null}
      onClose={ocupado ? undefined : sair}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{servico ? BOAS_PRATICAS_TEXTS.titulo(servico.id) : ''}</DialogTitle>
      <DialogContent>
        <DialogContentText>{BOAS_PRATICAS_TEXTS.pergunta}</DialogContentText>
        {nao ? (
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={BOAS_PRATICAS_TEXTS.motivo}
            value={motivo}
            onChange={(event) => setMotivo(event.target.value)}
            onBlur={() => setTocado(true)}
            error={erro}
            helperText={erro ? SERVICO_MESSAGES.justificativa : `${motivo.length}/${JUSTIFICATIVA_MAX}`}
            slotProps={{ htmlInput: { maxLength: JUSTIFICATIVA_MAX } }}
            margin="normal"
            disabled={ocupado}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={sair} disabled={ocupado}>
          Sair
        </Button>
        {nao ? (
          <Button
            variant="contained"
            onClick={() => enviar(false)}
            disabled={!motivoValido || encerrando}
            loading={faturar.isPending}
          >
            Confirmar
          </Button>
        ) : (
          <>
            <Button variant="outlined" color="warning" onClick={() => setNao(true)} disabled={ocupado}>
              Não
            </Button>
            <Button
              variant="contained"
              onClick={() => enviar(true)}
              disabled={encerrando}
              loading={faturar.isPending}
            >
              Sim
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
