import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ServicoView } from '@skyler/domain/servicos';
import { useId } from 'react';
import { ListaBeneficiarios } from './lista-beneficiarios.tsx';

export const SEM_BENEFICIARIOS = 'Nenhum Beneficiário para esse bilhete.';

/** The payment panel's 'Beneficiários' dialog of a service (part 1 §2). */
export function BeneficiariosDialog({
  servico,
  onClose,
}: {
  servico: ServicoView | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const beneficiarios = servico?.beneficiarios ?? [];
  return (
    <Dialog open={servico !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Beneficiários</DialogTitle>
      <DialogContent>
        {beneficiarios.length === 0 ? (
          <Typography>{SEM_BENEFICIARIOS}</Typography>
        ) : (
          <ListaBeneficiarios
            beneficiarios={beneficiarios}
            tipoServico={servico?.cotacao.tipo_servico ?? ''}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
