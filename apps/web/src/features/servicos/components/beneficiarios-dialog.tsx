import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ServicoView } from '@skyler/domain/servicos';
import { useId } from 'react';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { ListaBeneficiarios } from './lista-beneficiarios.tsx';

export const SEM_BENEFICIARIOS = 'Nenhum Beneficiário para esse bilhete.';

/** The payment panel's 'Beneficiários' dialog of a service (part 1 §2). */
export function BeneficiariosDialog({
  servico: aberto,
  onClose,
}: {
  servico: ServicoView | null;
  onClose: () => void;
}) {
  const servico = useUltimo(aberto);
  const titleId = useId();
  const beneficiarios = servico?.beneficiarios ?? [];
  return (
    <Dialog open={aberto !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
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
