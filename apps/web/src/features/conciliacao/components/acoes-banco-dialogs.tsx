import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CATEGORIAS_IGNORADO,
  CONCILIACAO_BANCO_MESSAGES,
  type ConciliarMovimentoRequest,
  type ForaDoBancoRequest,
  type IgnorarMovimentoRequest,
  type PendenciaBanco,
  ZConciliarMovimentoRequest,
  ZForaDoBancoRequest,
  ZIgnorarMovimentoRequest,
} from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { formatMoney } from '@skyler/domain/formatters';
import { FormProvider, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/dialogs/form-dialog.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useConciliarMovimento, useForaDoBanco, useIgnorarMovimento } from '../api/banco.ts';

export const ACOES_BANCO_TEXTOS = {
  ignorar: 'Ignorar movimento',
  ignorado: 'Movimento ignorado.',
  foraDoBanco: 'Liquidado fora do banco',
  marcado: 'Marcado como liquidado fora do banco.',
  conciliar: 'Escolher lançamentos',
  conciliado: 'Movimento conciliado.',
  ids: (credito: boolean) => (credito ? 'IDs dos pagamentos' : 'IDs das ordens de pagamento'),
  idsAjuda: 'Separados por vírgula, na ordem em que recebem o valor do movimento.',
  categoria: 'Categoria',
  motivo: 'Motivo',
  salvar: 'Salvar',
} as const;

const erro = CONCILIACAO_BANCO_MESSAGES.erroCarregar;

function Resumo({ p }: { p: PendenciaBanco }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {p.data ?? ''} · {p.descricao || '—'} · {formatMoney(p.valor)}
    </Typography>
  );
}

type IgnorarForm = { categoria: string; motivo: string; versao: number };
const ignorarResolver = schemaResolver<IgnorarForm, IgnorarMovimentoRequest>(ZIgnorarMovimentoRequest);

/** A line that is not sales money: its category (tarifa bancária, transferência, imposto, outros) and why. */
export function IgnorarDialog({ pendencia, onClose }: { pendencia: PendenciaBanco; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const ignorar = useIgnorarMovimento();
  const form = useForm<IgnorarForm, unknown, IgnorarMovimentoRequest>({
    defaultValues: { categoria: '', motivo: '', versao: pendencia.versao },
    resolver: ignorarResolver,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await ignorar.mutateAsync({ id: pendencia.movimento as number, body: values });
      enqueueSnackbar(ACOES_BANCO_TEXTOS.ignorado, { variant: 'success' });
      onClose();
    } catch (e) {
      enqueueSnackbar(errorMessage(e, erro), { variant: 'error' });
    }
  });
  return (
    <FormDialog
      open
      title={ACOES_BANCO_TEXTOS.ignorar}
      saving={ignorar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={ACOES_BANCO_TEXTOS.salvar}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Resumo p={pendencia} />
          <FormTextField<IgnorarForm> name="categoria" label={ACOES_BANCO_TEXTOS.categoria} select required>
            {CATEGORIAS_IGNORADO.options().map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField<IgnorarForm> name="motivo" label={ACOES_BANCO_TEXTOS.motivo} required multiline />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}

type ForaForm = { motivo: string; versao: number; pagamento?: number; ordem?: number };
const foraResolver = schemaResolver<ForaForm, ForaDoBancoRequest>(ZForaDoBancoRequest);

/** A concluded payment or paid order settled outside the bank (cash, another institution), with why. */
export function ForaDoBancoDialog({
  pendencia,
  onClose,
}: {
  pendencia: PendenciaBanco;
  onClose: () => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const marcar = useForaDoBanco();
  const alvo = pendencia.pagamento
    ? { pagamento: pendencia.pagamento }
    : { ordem: pendencia.ordem as number };
  const form = useForm<ForaForm, unknown, ForaDoBancoRequest>({
    defaultValues: { motivo: '', versao: pendencia.versao, ...alvo },
    resolver: foraResolver,
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await marcar.mutateAsync(values);
      enqueueSnackbar(ACOES_BANCO_TEXTOS.marcado, { variant: 'success' });
      onClose();
    } catch (e) {
      enqueueSnackbar(errorMessage(e, erro), { variant: 'error' });
    }
  });
  return (
    <FormDialog
      open
      title={ACOES_BANCO_TEXTOS.foraDoBanco}
      saving={marcar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={ACOES_BANCO_TEXTOS.salvar}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Resumo p={pendencia} />
          <FormTextField<ForaForm> name="motivo" label={ACOES_BANCO_TEXTOS.motivo} required multiline />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}

type ConciliarForm = { ids: string; versao: number };

function idsDe(texto: string): number[] {
  return texto
    .split(/[\s,;]+/)
    .map((s) => s.replace(/\D/g, ''))
    .filter(Boolean)
    .map(Number);
}

/** Finance chooses the payments (a credit) or orders (a debit) a line settles, from its suggestions or by id. */
export function ConciliarDialog({ pendencia, onClose }: { pendencia: PendenciaBanco; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const conciliar = useConciliarMovimento();
  const ehCredito = pendencia.tipo_movimento !== 'debito';
  const sugeridos = pendencia.sugestoes[0]?.pagamentos ?? pendencia.sugestoes[0]?.ordens ?? [];
  const resolver = schemaResolver<ConciliarForm, ConciliarMovimentoRequest>(
    ZConciliarMovimentoRequest,
    (v) => ({
      ...(ehCredito ? { pagamentos: idsDe(v.ids) } : { ordens: idsDe(v.ids) }),
      versao: v.versao,
    }),
  );
  const form = useForm<ConciliarForm, unknown, ConciliarMovimentoRequest>({
    defaultValues: { ids: sugeridos.join(', '), versao: pendencia.versao },
    resolver,
  });
  const erros = form.formState.errors as Record<string, { message?: string } | undefined>;
  const erroIds = erros.pagamentos?.message ?? erros.ordens?.message;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await conciliar.mutateAsync({ id: pendencia.movimento as number, body });
      enqueueSnackbar(ACOES_BANCO_TEXTOS.conciliado, { variant: 'success' });
      onClose();
    } catch (e) {
      enqueueSnackbar(errorMessage(e, erro), { variant: 'error' });
    }
  });
  return (
    <FormDialog
      open
      title={ACOES_BANCO_TEXTOS.conciliar}
      saving={conciliar.isPending}
      dirty={form.formState.isDirty}
      onClose={onClose}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={ACOES_BANCO_TEXTOS.salvar}
    >
      <FormProvider {...form}>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Resumo p={pendencia} />
          {pendencia.sugestoes.map((s) => (
            <Typography key={(s.pagamentos ?? s.ordens ?? []).join('-')} variant="body2">
              {(s.pagamentos ?? s.ordens ?? []).map((id) => `#${id}`).join(' + ')} — {s.motivo}
            </Typography>
          ))}
          <FormTextField<ConciliarForm>
            name="ids"
            label={ACOES_BANCO_TEXTOS.ids(ehCredito)}
            error={Boolean(erroIds)}
            helperText={erroIds ?? ACOES_BANCO_TEXTOS.idsAjuda}
            required
          />
        </Stack>
      </FormProvider>
    </FormDialog>
  );
}
