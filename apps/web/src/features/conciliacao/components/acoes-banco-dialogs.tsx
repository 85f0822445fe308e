import MenuItem from '@mui/material/MenuItem';
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
import { useForm } from 'react-hook-form';
import { FormDialogDeSalvar } from '../../../components/forms/form-dialog-de-salvar.tsx';
import { FormTextField } from '../../../components/forms/form-text-field.tsx';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useConciliarMovimento, useForaDoBanco, useIgnorarMovimento } from '../api/banco.ts';
import { CandidatosMovimento } from './candidatos-movimento.tsx';

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
  const ignorar = useIgnorarMovimento();
  const form = useForm<IgnorarForm, unknown, IgnorarMovimentoRequest>({
    defaultValues: { categoria: '', motivo: '', versao: pendencia.versao },
    resolver: ignorarResolver,
  });
  return (
    <FormDialogDeSalvar
      form={form}
      title={ACOES_BANCO_TEXTOS.ignorar}
      saving={ignorar.isPending}
      sucesso={ACOES_BANCO_TEXTOS.ignorado}
      fallback={erro}
      fields={['categoria', 'motivo']}
      salvar={(body, resposta) => ignorar.mutate({ id: pendencia.movimento as number, body }, resposta)}
      onClose={onClose}
      submitLabel={ACOES_BANCO_TEXTOS.salvar}
    >
      <Resumo p={pendencia} />
      <FormTextField<IgnorarForm> name="categoria" label={ACOES_BANCO_TEXTOS.categoria} select required>
        {CATEGORIAS_IGNORADO.options().map((o) => (
          <MenuItem key={o.value} value={o.value}>
            {o.label}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<IgnorarForm> name="motivo" label={ACOES_BANCO_TEXTOS.motivo} required multiline />
    </FormDialogDeSalvar>
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
  const marcar = useForaDoBanco();
  const alvo = pendencia.pagamento
    ? { pagamento: pendencia.pagamento }
    : { ordem: pendencia.ordem as number };
  const form = useForm<ForaForm, unknown, ForaDoBancoRequest>({
    defaultValues: { motivo: '', versao: pendencia.versao, ...alvo },
    resolver: foraResolver,
  });
  return (
    <FormDialogDeSalvar
      form={form}
      title={ACOES_BANCO_TEXTOS.foraDoBanco}
      saving={marcar.isPending}
      sucesso={ACOES_BANCO_TEXTOS.marcado}
      fallback={erro}
      // a refusal about the entry itself (already covered by the bank) has no field here: it goes to the toast
      fields={['motivo']}
      salvar={(values, resposta) => marcar.mutate(values, resposta)}
      onClose={onClose}
      submitLabel={ACOES_BANCO_TEXTOS.salvar}
    >
      <Resumo p={pendencia} />
      <FormTextField<ForaForm> name="motivo" label={ACOES_BANCO_TEXTOS.motivo} required multiline />
    </FormDialogDeSalvar>
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

/**
 * Finance chooses the payments (a credit) or orders (a debit) a line settles: the suggestion comes chosen, the
 * list below searches the others, and the ids field takes them typed.
 */
export function ConciliarDialog({ pendencia, onClose }: { pendencia: PendenciaBanco; onClose: () => void }) {
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
  const ids = form.watch('ids');
  const erros = form.formState.errors as Record<string, { message?: string } | undefined>;
  const erroIds = erros.pagamentos?.message ?? erros.ordens?.message;
  return (
    <FormDialogDeSalvar
      form={form}
      title={ACOES_BANCO_TEXTOS.conciliar}
      saving={conciliar.isPending}
      sucesso={ACOES_BANCO_TEXTOS.conciliado}
      fallback={erro}
      fields={['pagamentos', 'ordens']}
      salvar={(body, resposta) => conciliar.mutate({ id: pendencia.movimento as number, body }, resposta)}
      onClose={onClose}
      submitLabel={ACOES_BANCO_TEXTOS.salvar}
    >
      <Resumo p={pendencia} />
      {pendencia.sugestoes.map((s) => (
        <Typography key={(s.pagamentos ?? s.ordens ?? []).join('-')} variant="body2">
          {(s.pagamentos ?? s.ordens ?? []).map((id) => `#${id}`).join(' + ')} — {s.motivo}
        </Typography>
      ))}
      <CandidatosMovimento
        movimento={pendencia.movimento as number}
        credito={ehCredito}
        escolhidos={idsDe(ids)}
        onChange={(escolhidos) =>
          form.setValue('ids', escolhidos.join(', '), { shouldDirty: true, shouldValidate: false })
        }
      />
      <FormTextField<ConciliarForm>
        name="ids"
        label={ACOES_BANCO_TEXTOS.ids(ehCredito)}
        error={Boolean(erroIds)}
        helperText={erroIds ?? ACOES_BANCO_TEXTOS.idsAjuda}
        required
      />
    </FormDialogDeSalvar>
  );
}
