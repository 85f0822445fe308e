import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { formatMoney } from '@skyler/domain/formatters';
import { formatId } from '@skyler/domain/formatters-basicos';
import { dec } from '@skyler/domain/precos/dinheiro';
import {
  EXCECAO_MOTIVO_MAX,
  EXCECAO_MOTIVO_MIN,
  JUSTIFICATIVA_MAX,
  SERVICO_MESSAGES,
  servicoCoberto,
} from '@skyler/domain/servicos';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useFaturarServico } from '../api/servico-acoes.ts';
import { justificativaValida } from './cancelar-servico-dialog.tsx';

export const BOAS_PRATICAS_TEXTS = {
  titulo: (id: number) => `Faturar serviço ${formatId(id)}`,
  pergunta: 'O serviço seguiu o manual de boas práticas?',
  motivo: 'Motivo de não seguir o manual*',
  naoCoberto: (pago: string, total: string) =>
    `Os pagamentos concluídos (${formatMoney(pago)}) não cobrem este serviço (${formatMoney(total)}).`,
  excecao: 'Liberar mesmo assim (exceção do financeiro)',
  motivoExcecao: 'Motivo da exceção*',
  sim: 'Sim',
  nao: 'Não',
  semResposta: 'Responda se o serviço seguiu o manual de boas práticas.',
} as const;

/** The best-practices answer as a form holds it: not answered yet, Sim, or Não with the reason. */
export type RespostaBoasPraticas = { seguiu: boolean | null; motivo: string };

/** The message that keeps the answer from being sent, or null when it can go. */
export function erroBoasPraticas(resposta: RespostaBoasPraticas): string | null {
  if (resposta.seguiu === null) return BOAS_PRATICAS_TEXTS.semResposta;
  if (!resposta.seguiu && !justificativaValida(resposta.motivo)) return SERVICO_MESSAGES.justificativa;
  return null;
}

/**
 * The best-practices question inside another form (concluding a payment that releases its service): Sim or
 * Não, and the reason (10 to 50 characters) when Não. `mostrarErro` after a first try to send.
 */
export function BoasPraticasCampos({
  resposta,
  onChange,
  mostrarErro,
  disabled = false,
}: {
  resposta: RespostaBoasPraticas;
  onChange: (resposta: RespostaBoasPraticas) => void;
  mostrarErro: boolean;
  disabled?: boolean;
}) {
  const perguntaId = useId();
  const erro = mostrarErro ? erroBoasPraticas(resposta) : null;
  const valor = resposta.seguiu === null ? '' : resposta.seguiu ? 'sim' : 'nao';
  return (
    <FormControl error={erro !== null} disabled={disabled} component="fieldset">
      <FormLabel id={perguntaId} component="legend">
        {BOAS_PRATICAS_TEXTS.pergunta}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={perguntaId}
        value={valor}
        onChange={(event) => onChange({ ...resposta, seguiu: event.target.value === 'sim' })}
      >
        <FormControlLabel value="sim" control={<Radio />} label={BOAS_PRATICAS_TEXTS.sim} />
        <FormControlLabel value="nao" control={<Radio />} label={BOAS_PRATICAS_TEXTS.nao} />
      </RadioGroup>
      {resposta.seguiu === false ? (
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={BOAS_PRATICAS_TEXTS.motivo}
          value={resposta.motivo}
          onChange={(event) => onChange({ ...resposta, motivo: event.target.value })}
          error={erro === SERVICO_MESSAGES.justificativa}
          helperText={
            erro === SERVICO_MESSAGES.justificativa ? erro : `${resposta.motivo.length}/${JUSTIFICATIVA_MAX}`
          }
          slotProps={{ htmlInput: { maxLength: JUSTIFICATIVA_MAX } }}
          margin="dense"
          disabled={disabled}
        />
      ) : null}
      {erro === BOAS_PRATICAS_TEXTS.semResposta ? <FormHelperText>{erro}</FormHelperText> : null}
    </FormControl>
  );
}

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
  extra,
  bloqueado = false,
}: {
  /** shown above the question (the payment exception) */
  extra?: ReactNode;
  /** the answer cannot be sent yet */
  bloqueado?: boolean;
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
        {extra}
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
            disabled={!motivoValido || encerrando || bloqueado}
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
              disabled={encerrando || bloqueado}
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
  servico: { id: number; versao?: number; valor_total?: string; valor_pago?: string } | null;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const [excecao, setExcecao] = useState(false);
  const [motivoExcecao, setMotivoExcecao] = useState('');
  useEffect(() => {
    if (aberto) return;
    setExcecao(false);
    setMotivoExcecao('');
  }, [aberto]);
  const coberto =
    servico?.valor_total === undefined || servicoCoberto(servico.valor_pago ?? '0', servico.valor_total);
  const motivoExcecaoValido =
    motivoExcecao.trim().length >= EXCECAO_MOTIVO_MIN && motivoExcecao.trim().length <= EXCECAO_MOTIVO_MAX;
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
        ...(coberto ? {} : { excecao_pagamento: true, motivo_excecao_pagamento: motivoExcecao.trim() }),
        ...(servico.versao === undefined ? {} : { versao: servico.versao }),
      },
      {
        onSuccess: () => enqueueSnackbar(SERVICO_MESSAGES.faturado, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(falhaComDetalhe(SERVICO_MESSAGES.erroFaturar, error), { variant: 'error' }),
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
      bloqueado={!coberto && !(excecao && motivoExcecaoValido)}
      extra={
        coberto || !servico ? null : (
          <>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {BOAS_PRATICAS_TEXTS.naoCoberto(
                dec(servico.valor_pago ?? '0').toFixed(2),
                servico.valor_total ?? '0',
              )}
            </Alert>
            <FormControlLabel
              control={<Checkbox checked={excecao} onChange={(event) => setExcecao(event.target.checked)} />}
              label={BOAS_PRATICAS_TEXTS.excecao}
            />
            {excecao ? (
              <TextField
                fullWidth
                multiline
                minRows={2}
                label={BOAS_PRATICAS_TEXTS.motivoExcecao}
                value={motivoExcecao}
                onChange={(event) => setMotivoExcecao(event.target.value)}
                helperText={
                  motivoExcecao !== '' && !motivoExcecaoValido
                    ? SERVICO_MESSAGES.motivoExcecao
                    : `${motivoExcecao.trim().length}/${EXCECAO_MOTIVO_MAX}`
                }
                error={motivoExcecao !== '' && !motivoExcecaoValido}
                slotProps={{ htmlInput: { maxLength: EXCECAO_MOTIVO_MAX } }}
                margin="normal"
              />
            ) : null}
          </>
        )
      }
    />
  );
}
