import DialogContentText from '@mui/material/DialogContentText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  RAC_MESSAGES,
  RAC_STATUS,
  RAC_TRANSICOES,
  type RacStatus,
  type RacView,
  ZRacStatusRequest,
} from '@skyler/domain/racs';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ErroAlertaDialog } from '../../../components/dialogs/erro-alerta-dialog.tsx';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useUltimo } from '../../../hooks/use-ultimo.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useChangeRacStatus } from '../api/rac-acoes.ts';

export const STATUS_RAC_TEXTS = {
  titulo: (id: number) => `Alterar status da RAC ${formatId(id)}`,
  atual: (status: RacStatus) => `Status atual: ${RAC_STATUS.label(status)}`,
  novo: 'Novo status',
  salvar: 'Salvar',
} as const;

type StatusForm = { status: RacStatus | '' };

/** The finance team moves a RAC to one of the next statuses it may take (decision 0027). */
export function RacStatusDialog({ rac: aberta, onClose }: { rac: RacView | null; onClose: () => void }) {
  const rac = useUltimo(aberta);
  const { enqueueSnackbar } = useSnackbar();
  const alterar = useChangeRacStatus();
  const [erro, setErro] = useState<unknown>(null);
  const form = useForm<StatusForm, unknown, { status: RacStatus }>({
    defaultValues: { status: '' },
    resolver: schemaResolver<StatusForm, { status: RacStatus }>(ZRacStatusRequest),
  });
  const { reset } = form;
  // each opening starts with no status chosen
  useEffect(() => {
    if (aberta === null) reset({ status: '' });
  }, [aberta, reset]);
  const salvar = form.handleSubmit(({ status }) => {
    if (!rac) return;
    alterar.mutate(
      { rac: rac.id, status },
      {
        onSuccess: () => {
          enqueueSnackbar(RAC_MESSAGES.statusAdicionado, { variant: 'success' });
          onClose();
        },
        onError: setErro,
      },
    );
  });
  const proximos = rac ? RAC_TRANSICOES[rac.status] : [];
  return (
    <>
      <FormDialog
        open={aberta !== null}
        title={rac ? STATUS_RAC_TEXTS.titulo(rac.id) : ''}
        saving={alterar.isPending}
        submitLabel={STATUS_RAC_TEXTS.salvar}
        submitDisabled={form.watch('status') === ''}
        dirty={form.formState.isDirty}
        onClose={onClose}
        onSubmit={(event) => void salvar(event)}
      >
        {rac ? <DialogContentText>{STATUS_RAC_TEXTS.atual(rac.status)}</DialogContentText> : null}
        <Controller
          name="status"
          control={form.control}
          render={({ field }) => (
            <TextField
              select
              fullWidth
              margin="normal"
              label={STATUS_RAC_TEXTS.novo}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value as RacStatus)}
              onBlur={field.onBlur}
              inputRef={field.ref}
            >
              {proximos.map((s) => (
                <MenuItem key={s} value={s}>
                  {RAC_STATUS.label(s)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </FormDialog>
      <ErroAlertaDialog erro={erro} onClose={() => setErro(null)} />
    </>
  );
}
