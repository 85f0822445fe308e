import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SERVICO_MESSAGES } from '@skyler/domain/servicos';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
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

type PlanilhaValues = { servico: string; arquivo: File | null };

/** The multipart request's two parts: the service's id and the spreadsheet. */
const ZPlanilhaFatura = z.object({
  servico: z
    .string()
    .regex(/^\d+$/, PLANILHA_TEXTS.idObrigatorio)
    .refine((id) => Number(id) > 0, PLANILHA_TEXTS.idObrigatorio)
    .transform(Number),
  arquivo: z.instanceof(File, { message: PLANILHA_TEXTS.soXlsx }),
});

const planilhaResolver = schemaResolver<PlanilhaValues, z.output<typeof ZPlanilhaFatura>>(ZPlanilhaFatura);

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
  const inputId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadPlanilhaFatura();
  const inicial = (): PlanilhaValues => ({
    servico: servicoInicial ? String(servicoInicial) : '',
    arquivo: null,
  });
  const form = useForm<PlanilhaValues, unknown, z.output<typeof ZPlanilhaFatura>>({
    defaultValues: inicial(),
    resolver: planilhaResolver,
  });
  const { control, formState, setError, setValue, clearErrors, reset } = form;
  const erroArquivo = formState.errors.arquivo?.message;
  const [linhas, setLinhas] = useState<string[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  const [abriu, setAbriu] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setAbriu(true);
  }
  // each opening starts empty (or with the service it was opened for)
  useEffect(() => {
    if (!abriu) return;
    setAbriu(false);
    reset(inicial());
    setLinhas([]);
  });

  const enviar = form.handleSubmit(({ servico, arquivo }) => {
    setLinhas([]);
    upload.mutate(
      { servico, planilha: arquivo },
      {
        onSuccess: () => {
          enqueueSnackbar(PLANILHA_TEXTS.enviada, { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          const erros = errosDaPlanilha(error);
          setLinhas(erros.linhas);
          if (erros.servico) setError('servico', { type: 'server', message: erros.servico });
          else clearErrors('servico');
          enqueueSnackbar(SERVICO_MESSAGES.erroPlanilha, { variant: 'error' });
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={PLANILHA_TEXTS.titulo}
      saving={upload.isPending}
      submitLabel={PLANILHA_TEXTS.enviar}
      dirty={formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void enviar(event)}
    >
      <DialogContentText sx={{ mb: 2 }}>{PLANILHA_TEXTS.explicacao}</DialogContentText>
      <Stack spacing={2}>
        <Controller
          name="servico"
          control={control}
          render={({ field, fieldState }) => (
            <TextField
              size="small"
              label={PLANILHA_TEXTS.idServico}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            />
          )}
        />
        <Box>
          <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 0.5 }}>
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
                setValue('arquivo', null, { shouldDirty: true });
                setError('arquivo', { type: 'validate', message: PLANILHA_TEXTS.soXlsx });
                event.target.value = '';
                return;
              }
              setValue('arquivo', escolhido, { shouldDirty: true });
              clearErrors('arquivo');
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
    </FormDialog>
  );
}
