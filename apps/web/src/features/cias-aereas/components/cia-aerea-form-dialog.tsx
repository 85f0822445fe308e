import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {
  CIA_AEREA_MESSAGES,
  type CiaAereaForm,
  type CiaAereaInput,
  ZCiaAereaInput,
} from '@skyler/domain/referencia';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { DIALOG_WIDTH } from '../../../components/dialogs/confirm-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useServerErrors } from '../../../components/forms/server-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { type CiaAerea, useSaveCiaAerea } from '../api/cias-aereas.ts';

export const CIA_FORM_TEXTS = {
  nova: 'Nova companhia aérea',
  editar: (nome: string) => `Editar ${nome}`,
  nome: 'Nome',
  nomeResumido: 'Nome curto',
  nomeResumidoAjuda: 'Mostrado nos trechos, como LATAM.',
  iata: 'Código IATA',
  icao: 'Código ICAO',
  pais: 'País',
  ativo: 'Ativa (oferecida nas cotações)',
  erroSalvar: 'Erro ao salvar a companhia aérea.',
} as const;

type Form = {
  nome: string;
  nome_resumido: string;
  iata: string;
  icao: string;
  pais: string;
  ativo: boolean;
};

/** Add or edit an airline (administrators): names, codes, country and whether quotes offer it. */
export function CiaAereaFormDialog({ cia, onClose }: { cia: CiaAerea | null; onClose: () => void }) {
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const showServerErrors = useServerErrors();
  const salvar = useSaveCiaAerea();
  const form = useForm<Form, unknown, CiaAereaInput>({
    defaultValues: {
      nome: cia?.nome ?? '',
      nome_resumido: cia?.nome_resumido ?? '',
      iata: cia?.iata ?? '',
      icao: cia?.icao ?? '',
      pais: cia?.pais ?? '',
      ativo: cia?.ativo ?? true,
    },
    resolver: schemaResolver<Form & CiaAereaForm, CiaAereaInput>(ZCiaAereaInput),
  });
  const enviar = form.handleSubmit((dados) =>
    salvar.mutate(
      { id: cia?.id ?? null, dados },
      {
        onSuccess: () => {
          enqueueSnackbar(cia ? CIA_AEREA_MESSAGES.salva : CIA_AEREA_MESSAGES.criada, { variant: 'success' });
          onClose();
        },
        onError: (error) => showServerErrors(error, form.setError, { fallback: CIA_FORM_TEXTS.erroSalvar }),
      },
    ),
  );
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id={titleId}>{cia ? CIA_FORM_TEXTS.editar(cia.nome) : CIA_FORM_TEXTS.nova}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <form id={`${titleId}-form`} noValidate onSubmit={(event) => void enviar(event)}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormTextField<Form>
                name="nome"
                label={CIA_FORM_TEXTS.nome}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 150 } }}
              />
              <FormTextField<Form>
                name="nome_resumido"
                label={CIA_FORM_TEXTS.nomeResumido}
                required
                fullWidth
                helperText={CIA_FORM_TEXTS.nomeResumidoAjuda}
                slotProps={{ htmlInput: { maxLength: 60 } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <FormTextField<Form>
                  name="iata"
                  label={CIA_FORM_TEXTS.iata}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 2, style: { textTransform: 'uppercase' } } }}
                />
                <FormTextField<Form>
                  name="icao"
                  label={CIA_FORM_TEXTS.icao}
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: 'uppercase' } } }}
                />
              </Stack>
              <FormTextField<Form>
                name="pais"
                label={CIA_FORM_TEXTS.pais}
                fullWidth
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
              <Controller
                name="ativo"
                control={form.control}
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Checkbox
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                    label={CIA_FORM_TEXTS.ativo}
                  />
                )}
              />
            </Stack>
          </form>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={salvar.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
