import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import ListItemText from '@mui/material/ListItemText';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import { formatId, formatMoney } from '@skyler/domain/formatters';
import { TIPOS_ORCAMENTO } from '@skyler/domain/orcamentos-regras';
import { PROPOSTA_DESTINATARIOS_MAX, PROPOSTA_MESSAGES, ZEmailDestinatario } from '@skyler/domain/proposta';
import { useEffect, useId, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { useVenda } from '../../../api/get-venda.ts';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { EmailsField } from '../../../components/fields/emails-field.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useExportPdf } from '../api/export-pdf.ts';

export const PDF_TEXTS = {
  titulo: PROPOSTA_MESSAGES.titulo,
  explicacao: 'Escolha as cotações da proposta e quem a recebe por e-mail.',
  emails: 'E-mails dos destinatários',
  emailsAjuda: `O e-mail do cliente da venda; acrescente outros com Enter ou vírgula (até ${PROPOSTA_DESTINATARIOS_MAX}).`,
  copiaConsultor: 'Enviar cópia ao consultor',
  nenhuma: PROPOSTA_MESSAGES.semCotacao,
  sucesso: PROPOSTA_MESSAGES.enviada,
  erroInterno: PROPOSTA_MESSAGES.erroInterno,
  semCotacoes: 'Este orçamento ainda não tem cotações.',
  cancelar: 'Cancelar',
  salvar: 'Salvar',
} as const;

/** part 1 §9: the PDF's success toast stays 5 s */
export const PDF_SUCESSO_MS = 5000;

const invalido = (email: string) => !ZEmailDestinatario.safeParse(email).success;

/** The one message of a list of recipients, or null when it can be sent. */
function erroDosDestinatarios(emails: readonly string[]): string | null {
  if (emails.length === 0) return PROPOSTA_MESSAGES.semDestinatario;
  const invalidos = emails.filter(invalido);
  if (invalidos.length > 0) return PROPOSTA_MESSAGES.emailsInvalidos(invalidos);
  if (emails.length > PROPOSTA_DESTINATARIOS_MAX) return PROPOSTA_MESSAGES.destinatariosDemais;
  return null;
}

/**
 * The proposal PDF of the request's chosen quotes, or of the sale's cart when no request is given (part 1 §2,
 * §8): built and e-mailed by the server to the recipients (the sale's client's e-mail first, others added as
 * chips) and, when ticked, a copy to the sale's consultant (decisions 0055, 0080); a 400 shows the server's
 * message, anything else the internal-error one.
 */
export function PdfDialog({
  open,
  venda,
  orcamento,
  cotacoes,
  selecionadasIniciais,
  onClose,
}: {
  open: boolean;
  /** the sale whose client receives the proposal */
  venda: number;
  /** the request of the quotes; absent: the sale's cart */
  orcamento?: number;
  cotacoes: readonly CotacaoView[];
  selecionadasIniciais: readonly number[];
  onClose: () => void;
}) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const exportar = useExportPdf();
  const emailDaVenda = useVenda(venda).data?.cliente?.email ?? null;
  const [escolhidas, setEscolhidas] = useState<number[]>(() =>
    cotacoes.filter((c) => selecionadasIniciais.includes(c.id)).map((c) => c.id),
  );
  const [erro, setErro] = useState<string | null>(null);
  const [emails, setEmails] = useState<string[] | null>(null);
  const [emailsErro, setEmailsErro] = useState<string | null>(null);
  const [copiaConsultor, setCopiaConsultor] = useState(true);
  // the sale's client e-mail fills the field once it arrives, unless the user has typed first
  useEffect(() => {
    if (emailDaVenda) setEmails((atuais) => atuais ?? [emailDaVenda]);
  }, [emailDaVenda]);
  const alterarEmails = (novos: string[]) => {
    setEmails(novos);
    // a list being fixed shows what is still wrong with it; a new one waits for the save
    setEmailsErro((atual) => (atual === null ? null : erroDosDestinatarios(novos)));
  };

  const alternar = (id: number) => {
    setErro(null);
    setEscolhidas((atuais) =>
      cotacoes.map((c) => c.id).filter((c) => (c === id ? !atuais.includes(id) : atuais.includes(c))),
    );
  };

  const salvar = () => {
    const destinatarios = (emails ?? []).map((email) => email.trim());
    const erroEmails = erroDosDestinatarios(destinatarios);
    setEmailsErro(erroEmails);
    if (escolhidas.length === 0) {
      setErro(PDF_TEXTS.nenhuma);
      return;
    }
    setErro(null);
    if (erroEmails) return;
    exportar.mutate(
      {
        cotacoes: escolhidas,
        ...(orcamento === undefined ? { venda } : { orcamento }),
        destinatarios,
        copia_consultor: copiaConsultor,
      },
      {
        onSuccess: (resposta) => {
          enqueueSnackbar(resposta.detail || PDF_TEXTS.sucesso, {
            variant: 'success',
            autoHideDuration: PDF_SUCESSO_MS,
          });
          onClose();
        },
        onError: (error) =>
          setErro(isApiError(error) && error.status === 400 ? error.detail : PDF_TEXTS.erroInterno),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={exportar.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{PDF_TEXTS.titulo}</DialogTitle>
      <DialogContent dividers>
        <DialogContentText>
          {cotacoes.length ? PDF_TEXTS.explicacao : PDF_TEXTS.semCotacoes}
        </DialogContentText>
        <FormGroup aria-label="Cotações da proposta" sx={{ my: 1 }}>
          {cotacoes.map((c) => (
            <FormControlLabel
              key={c.id}
              control={
                <Checkbox size="small" checked={escolhidas.includes(c.id)} onChange={() => alternar(c.id)} />
              }
              label={
                <ListItemText
                  primary={`${formatId(c.id)} · ${c.descricao}`}
                  secondary={`${TIPOS_ORCAMENTO.label(c.tipo_servico)} · à vista ${formatMoney(c.valor_final)}`}
                />
              }
            />
          ))}
        </FormGroup>
        <EmailsField
          label={PDF_TEXTS.emails}
          value={emails ?? []}
          onChange={alterarEmails}
          invalido={invalido}
          erro={emailsErro}
          helperText={PDF_TEXTS.emailsAjuda}
        />
        <FormControlLabel
          sx={{ mt: 1, mb: 1 }}
          control={
            <Checkbox
              checked={copiaConsultor}
              onChange={(event) => setCopiaConsultor(event.target.checked)}
            />
          }
          label={PDF_TEXTS.copiaConsultor}
        />
        {erro ? <Alert severity="error">{erro}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={exportar.isPending}>
          {PDF_TEXTS.cancelar}
        </Button>
        <Button variant="contained" onClick={salvar} loading={exportar.isPending}>
          {PDF_TEXTS.salvar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
