import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import { RAC_MESSAGES, RAC_STATUS, RAC_TRANSICOES, type RacStatus, type RacView } from '@skyler/domain/racs';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { ErroAlertaDialog } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useChangeRacStatus } from '../api/rac-acoes.ts';

export const STATUS_RAC_TEXTS = {
  titulo: (id: number) => `Alterar status da RAC ${formatId(id)}`,
  atual: (status: RacStatus) => `Status atual: ${RAC_STATUS.label(status)}`,
  novo: 'Novo status',
  salvar: 'Salvar',
} as const;

/** The finance team moves a RAC to one of the next statuses it may take (decision 0027). */
export function RacStatusDialog({ rac: aberta, onClose }: { rac: RacView | null; onClose: () => void }) {
  const rac = useUltimo(aberta);
  const { enqueueSnackbar } = useSnackbar();
  const alterar = useChangeRacStatus();
  const [status, setStatus] = useState<RacStatus | ''>('');
  const [erro, setErro] = useState<unknown>(null);
  const fechar = () => {
    setStatus('');
    onClose();
  };
  const proximos = rac ? RAC_TRANSICOES[rac.status] : [];
  return (
    <>
      <ConfirmDialog
        open={aberta !== null}
        title={rac ? STATUS_RAC_TEXTS.titulo(rac.id) : ''}
        message={rac ? STATUS_RAC_TEXTS.atual(rac.status) : ''}
        cancelLabel="Cancelar"
        confirmLabel={STATUS_RAC_TEXTS.salvar}
        confirmDisabled={status === ''}
        loading={alterar.isPending}
        onCancel={fechar}
        onConfirm={() => {
          if (!rac || status === '') return;
          alterar.mutate(
            { rac: rac.id, status },
            {
              onSuccess: () => {
                enqueueSnackbar(RAC_MESSAGES.statusAdicionado, { variant: 'success' });
                fechar();
              },
              onError: setErro,
            },
          );
        }}
      >
        <TextField
          select
          fullWidth
          margin="normal"
          label={STATUS_RAC_TEXTS.novo}
          value={status}
          onChange={(event) => setStatus(event.target.value as RacStatus)}
        >
          {proximos.map((s) => (
            <MenuItem key={s} value={s}>
              {RAC_STATUS.label(s)}
            </MenuItem>
          ))}
        </TextField>
      </ConfirmDialog>
      <ErroAlertaDialog erro={erro} onClose={() => setErro(null)} />
    </>
  );
}
