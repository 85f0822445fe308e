import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { formatId } from '@skyler/domain/formatters-basicos';
import { MILHAS_VALIDADAS_MESSAGES } from '@skyler/domain/milhas-validadas';
import { useId } from 'react';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';

export const CIAS_AEREAS_TEXTS = {
  titulo: (subcotacao: number) => `Cias Aéreas do bilhete ${formatId(subcotacao)}`,
} as const;

/** The airline lookup of a ticket (part 2 §2): its airlines' names, or that it names none. */
export function CiasAereasDialog({
  bilhete: aberto,
  onClose,
}: {
  bilhete: { subcotacao: number; cias_aereas: readonly string[] } | null;
  onClose: () => void;
}) {
  const bilhete = useUltimo(aberto);
  const titleId = useId();
  const cias = bilhete?.cias_aereas ?? [];
  return (
    <Dialog
      open={aberto !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{bilhete ? CIAS_AEREAS_TEXTS.titulo(bilhete.subcotacao) : ''}</DialogTitle>
      <DialogContent>
        {cias.length === 0 ? (
          <DialogContentText>{MILHAS_VALIDADAS_MESSAGES.semCiaAerea}</DialogContentText>
        ) : (
          <List dense>
            {cias.map((cia) => (
              <ListItem key={cia}>{cia}</ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
