import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import { JUSTIFICATIVA_MAX, SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useEffect, useId, useRef, useState } from 'react';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
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
 * The best-practices question (part 1 §4, part 2 §4): Sim answers at once; Não reveals the reason box (10 to
 * 50 characters) and Confirmar; Sair closes and forgets the answer. Whoever opens it sends the answer.
 */
export function BoasPraticasPergunta({
  open,
  titulo,
  pergunta = BOAS_PRATICAS_TEXTS.pergunta,
  enviando,
  encerrando = false,
  onResponder,
  onSair,
}: {
  open: boolean;
  titulo: string;
  pergunta?: string;
  /** the answer is being sent */
  enviando: boolean;
  /** the answer was sent: the dialog waits to close */
  encerrando?: boolean;
  onResponder: (resposta: { seguiu: boolean; motivo: string | null }) => void;
  onSair: () => void;
}) {
  const titleId = useId();
  const [nao, setNao] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  useEffect(() => {
    if (open) return;
    setNao(false);
    setMotivo('');
    setTocado(false);
  }, [open]);

  const ocupado = enviando || encerrando;
  const motivoValido = justificativaValida(motivo);
  const erro = tocado && !motivoValido;
  return (
    <Dialog
      open={open}
      onClose={ocupado ? undefined : onSair}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText>{pergunta}</DialogContentText>
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
        <Button onClick={onSair} disabled={ocupado}>
          Sair
        </Button>
        {nao ? (
          <Button
            variant="contained"
            onClick={() => onResponder({ seguiu: false, motivo: motivo.trim() })}
            disabled={!motivoValido || encerrando}
            loading={enviando}
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
              onClick={() => onResponder({ seguiu: true, motivo: null })}
              disabled={encerrando}
              loading={enviando}
            >
              Sim
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The best-practices question that invoices a service; after the answer it stays 1 s, then closes. */
export function BoasPraticasDialog({
  servico: aberto,
  onClose,
}: {
  servico: { id: number } | null;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const { enqueueSnackbar } = useSnackbar();
  const faturar = useFaturarServico();
  const [encerrando, setEncerrando] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const sair = () => {
    setEncerrando(false);
    onClose();
  };
  const enviar = ({ seguiu, motivo }: { seguiu: boolean; motivo: string | null }) => {
    if (!servico) return;
    faturar.mutate(
      {
        servico: servico.id,
        seguiu_manual_boas_praticas: seguiu,
        motivo_nao_seguimento_boas_praticas: seguiu ? null : motivo,
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
  return (
    <BoasPraticasPergunta
      open={aberto !== null}
      titulo={servico ? BOAS_PRATICAS_TEXTS.titulo(servico.id) : ''}
      enviando={faturar.isPending}
      encerrando={encerrando}
      onResponder={enviar}
      onSair={sair}
    />
  );
}
