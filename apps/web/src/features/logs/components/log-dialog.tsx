import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatId } from '@skyler/domain/formatters-basicos';
import { type Log, logTipoLabel } from '@skyler/domain/logs';
import { NOTIFICACAO_MESSAGES } from '@skyler/domain/notificacoes';
import { useLog } from '../api/get-log.ts';
import { dadosLegiveis } from '../lib/dados-legiveis.ts';

/** What a log says in one line: its kind, the sale and who did it when. */
export function descricaoDoLog(log: Log): string {
  const quem = log.usuario ? `${log.usuario.nome} ${log.usuario.sobrenome}`.trim() : 'Sistema';
  const venda = log.venda === null ? '' : ` na venda ${formatId(log.venda)}`;
  return `${logTipoLabel(log.tipo)}${venda} por ${quem} em ${formatDateTime(log.created_at)}.`;
}

const json = (value: unknown) => JSON.stringify(dadosLegiveis(value ?? null), null, 2);

/** A log's description and its data (before/after) as formatted JSON, with Portuguese keys and dates. */
export function LogDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const log = useLog(id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="log-dialog-title">
      <DialogTitle id="log-dialog-title">Log {formatId(id)}</DialogTitle>
      <DialogContent dividers>
        {log.isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Carregando..." />
          </Box>
        ) : log.error || !log.data ? (
          <Alert severity="error">{NOTIFICACAO_MESSAGES.erroLogs}</Alert>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{descricaoDoLog(log.data)}</Typography>
            <Typography variant="subtitle2">Dados</Typography>
            <JsonBlock label="Dados" value={log.data.dados} />
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Meta
            </Typography>
            <JsonBlock label="Meta" value={log.data.meta} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      sx={{
        bgcolor: 'grey.100',
        p: 1.5,
        borderRadius: 1,
        fontSize: 12,
        overflow: 'auto',
        maxHeight: 360,
        m: 0,
      }}
    >
      {json(value)}
    </Box>
  );
}
