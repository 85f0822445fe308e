import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useId, useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useUploadPlanilhaFatura } from '../api/servico-acoes.ts';

export const PLANILHA_TEXTS = {
  titulo: 'Planilha Fatura',
  explicacao:
    'Envie a planilha (.xlsx) da fatura do serviço: ela se torna o PDF da fatura guardado com o serviço.',
  idServico: 'ID do serviço*',
  arquivo: 'Planilha (.xlsx)*',
  soXlsx: 'Apenas arquivos .xlsx são aceitos.',
  idObrigatorio: 'Informe o ID do serviço.',
  enviada: 'Planilha adicionada com sucesso!',
  enviar: 'Enviar',
} as const;

const XLSX = '.xlsx';

export function ehXlsx(arquivo: File): boolean {
  return arquivo.name.toLowerCase().endsWith(XLSX);
}

/**
 * What a refused spreadsheet says (decision 0026): one line per bad row (`errors.planilha`), the service
 * id's message apart, the server's reason only when it named nothing else.
 */
export function errosDaPlanilha(error: unknown): { linhas: string[]; servico: string | null } {
  if (!isApiError(error) || error.status !== 400) return { linhas: [], servico: null };
  const { id_servico: servico, planilha, ...outros } = error.errors;
  const linhas = [
    ...(planilha ?? []),
    ...Object.entries(outros).flatMap(([campo, mensagens]) => mensagens.map((m) => `${campo}: ${m}`)),
  ];
  const detalhe = error.detail && error.detail !== SERVICO_MESSAGES.erroPlanilha ? [error.detail] : [];
  return {
    linhas: linhas.length > 0 || servico ? linhas : detalhe,
    servico: servico?.join(' ') ?? null,
  };
}

/** 'Planilha Fatura' (part 1 §2): a service ID and an .xlsx file, sent as multipart. */
export function PlanilhaFaturaDialog({
  open,
  servicoInicial,
  onClose,
}: {
  open: boolean;
  servicoInicial?: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const inputId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadPlanilhaFatura();
  const [servico, setServico] = useState(servicoInicial ? String(servicoInicial) : '');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erroArquivo, setErroArquivo] = useState<string | null>(null);
  const [erroId, setErroId] = useState<string | null>(null);
  const [linhas, setLinhas] = useState<string[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setServico(servicoInicial ? String(servicoInicial) : '');
      setArquivo(null);
      setErroArquivo(null);
      setErroId(null);
      setLinhas([]);
    }
  }

  const enviar = () => {
    const id = Number(servico);
    const idOk = /^\d+$/.test(servico) && id > 0;
    setErroId(idOk ? null : PLANILHA_TEXTS.idObrigatorio);
    if (!arquivo) setErroArquivo(PLANILHA_TEXTS.soXlsx);
    if (!idOk || !arquivo) return;
    setLinhas([]);
    upload.mutate(
      { servico: id, planilha: arquivo },
      {
        onSuccess: () => {
          enqueueSnackbar(PLANILHA_TEXTS.enviada, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const erros = errosDaPlanilha(error);
          setLinhas(erros.linhas);
          setErroId(erros.servico);
          enqueueSnackbar(SERVICO_MESSAGES.erroPlanilha, { variant: 'error' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={upload.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{PLANILHA_TEXTS.titulo}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{PLANILHA_TEXTS.explicacao}</DialogContentText>
        <Stack spacing={2}>
          <TextField
            size="small"
            label={PLANILHA_TEXTS.idServico}
            value={servico}
            onChange={(event) => setServico(event.target.value.replace(/\D/g, ''))}
            error={Boolean(erroId)}
            helperText={erroId ?? undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
          />
          <Box>
            <Typography
              component="label"
              htmlFor={inputId}
              variant="body2"
              sx={{ display: 'block', mb: 0.5 }}
            >
              {PLANILHA_TEXTS.arquivo}
            </Typography>
            <input
              id={inputId}
              type="file"
              accept={`${XLSX},application/vnd.openxmlformats-officedocument.spreadsheetml.sheet`}
              aria-invalid={Boolean(erroArquivo)}
              aria-describedby={erroArquivo ? `${inputId}-erro` : undefined}
              onChange={(event) => {
                const escolhido = event.target.files?.[0] ?? null;
                if (escolhido && !ehXlsx(escolhido)) {
                  setArquivo(null);
                  setErroArquivo(PLANILHA_TEXTS.soXlsx);
                  event.target.value = '';
                  return;
                }
                setArquivo(escolhido);
                setErroArquivo(null);
              }}
            />
            {erroArquivo ? (
              <Typography
                id={`${inputId}-erro`}
                variant="caption"
                color="error"
                component="div"
                sx={{ mt: 0.5 }}
              >
                {erroArquivo}
              </Typography>
            ) : null}
          </Box>
          {linhas.length > 0 ? (
            <Alert severity="error" data-testid="erros-planilha">
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {linhas.map((linha) => (
                  <li key={linha}>{linha}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={upload.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={enviar} loading={upload.isPending}>
          {PLANILHA_TEXTS.enviar}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
