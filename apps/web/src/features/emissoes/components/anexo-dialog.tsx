import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANEXO_NOME_MAX, EMISSAO_MESSAGES } from '@skyler/domain/emissoes';
import { useId, useState } from 'react';
import { ConfirmDialog, DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';

export const ANEXO_TEXTOS = {
  titulo: 'Anexar Arquivo',
  nome: 'Nome',
  arquivo: 'Arquivo',
  escolher: 'Escolher arquivo',
  nenhum: 'Nenhum arquivo escolhido',
  cancelar: 'Cancelar',
  enviar: 'Enviar',
  cancelarTitulo: 'Cancelar envio',
} as const;

/**
 * 'Anexar Arquivo' (part 2 §5): name and file, both required; closing a filled form asks first.
 */
export function AnexoDialog({
  open,
  loading,
  erroServidor,
  onClose,
  onSubmit,
}: {
  open: boolean;
  loading: boolean;
  /** field messages the server answered (`nome`, `arquivo`) */
  erroServidor?: Record<string, string[]>;
  onClose: () => void;
  onSubmit: (anexo: { nome: string; arquivo: File }) => void;
}) {
  const titleId = useId();
  const inputId = useId();
  const [nome, setNome] = useState('');
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [tentou, setTentou] = useState(false);
  const [confirmando, setConfirmando] = useState(false);
  const erroNome =
    (tentou && nome.trim() === '' ? EMISSAO_MESSAGES.anexoNome : null) ?? erroServidor?.nome?.[0];
  const erroArquivo =
    (tentou && !arquivo ? EMISSAO_MESSAGES.anexoDocumento : null) ?? erroServidor?.arquivo?.[0];
  const preenchido = nome.trim() !== '' || arquivo !== null;
  const fechar = () => (preenchido ? setConfirmando(true) : onClose());
  const enviar = () => {
    setTentou(true);
    if (nome.trim() === '' || !arquivo) return;
    onSubmit({ nome: nome.trim(), arquivo });
  };
  return (
    <>
      <Dialog
        open={open}
        onClose={loading ? undefined : fechar}
        aria-labelledby={titleId}
        maxWidth={false}
        slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
      >
        <DialogTitle id={titleId}>{ANEXO_TEXTOS.titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              autoFocus
              label={ANEXO_TEXTOS.nome}
              value={nome}
              onChange={(event) => setNome(event.target.value)}
              error={Boolean(erroNome)}
              helperText={erroNome}
              required
              slotProps={{ htmlInput: { maxLength: ANEXO_NOME_MAX } }}
            />
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" component="label" htmlFor={inputId}>
                {ANEXO_TEXTOS.escolher}
                <input
                  id={inputId}
                  type="file"
                  hidden
                  aria-label={ANEXO_TEXTOS.arquivo}
                  accept="application/pdf,image/*"
                  onChange={(event) => setArquivo(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Typography variant="body2" color="text.secondary">
                {arquivo?.name ?? ANEXO_TEXTOS.nenhum}
              </Typography>
            </Stack>
            {erroArquivo ? <FormHelperText error>{erroArquivo}</FormHelperText> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar} disabled={loading}>
            {ANEXO_TEXTOS.cancelar}
          </Button>
          <Button variant="contained" onClick={enviar} loading={loading}>
            {ANEXO_TEXTOS.enviar}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirmando}
        title={ANEXO_TEXTOS.cancelarTitulo}
        message={EMISSAO_MESSAGES.anexoCancelarConfirmar}
        onCancel={() => setConfirmando(false)}
        onConfirm={() => {
          setConfirmando(false);
          onClose();
        }}
      />
    </>
  );
}
