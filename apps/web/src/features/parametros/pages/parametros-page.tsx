import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@skyler/domain/formatters-basicos';
import {
  normalizarParametro,
  PARAMETRO_MESSAGES,
  PARAMETROS,
  type ParametroView,
} from '@skyler/domain/referencia';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { ConfiguracaoLembretesCard } from '../../mensagens/index.ts';
import { ConfiguracaoPortalCard } from '../../portal/index.ts';
import { useAgencia, useParametros, useSaveParametro } from '../api/parametros.ts';
import { AgenciaCard } from '../components/agencia-card.tsx';

export const PARAMETROS_TEXTS = {
  titulo: 'Parâmetros da agência',
  carregando: 'Carregando...',
  erroCarregar: 'Erro ao carregar os parâmetros.',
  erroSalvar: 'Erro ao salvar o parâmetro.',
  alteradoEm: (quando: string) => `Alterado em ${quando}.`,
  salvar: 'Salvar',
  regra: (r: { min: string; max: string; casas: number }) =>
    `Entre ${r.min} e ${r.max}, com até ${r.casas} casas decimais.`,
} as const;

/**
 * The agency's settings (administrators; decision 0042): its identity, each parameter with its label, unit and
 * rule, the client's portal and the automatic reminders (decision 0098).
 */
export function ParametrosPage() {
  const user = useCurrentUser();
  if (!user.is_superuser) throw new AccessDeniedError();
  return <ParametrosConteudo />;
}

function ParametrosConteudo() {
  const parametros = useParametros();
  const agencia = useAgencia();
  return (
    <>
      <PageHeader
        title={PARAMETROS_TEXTS.titulo}
        breadcrumbs={[{ label: 'Administração' }, { label: PARAMETROS_TEXTS.titulo }]}
      />
      {parametros.isLoading || agencia.isLoading ? (
        <Typography>{PARAMETROS_TEXTS.carregando}</Typography>
      ) : null}
      {parametros.error || agencia.error ? (
        <Typography color="error">{PARAMETROS_TEXTS.erroCarregar}</Typography>
      ) : null}
      <Stack spacing={2} sx={{ maxWidth: 720 }}>
        {agencia.data ? <AgenciaCard agencia={agencia.data} /> : null}
        {(parametros.data ?? []).map((p) => (
          <ParametroCard key={`${p.chave}-${p.valor}`} parametro={p} />
        ))}
        <ConfiguracaoPortalCard />
        <ConfiguracaoLembretesCard />
      </Stack>
    </>
  );
}

const comVirgula = (valor: string | null) => (valor ?? '').replace('.', ',');

function ParametroCard({ parametro }: { parametro: ParametroView }) {
  const id = useId();
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSaveParametro();
  const [texto, setTexto] = useState(comVirgula(parametro.valor));
  const [erro, setErro] = useState<string | null>(null);
  const regra = PARAMETROS[parametro.chave];
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    if (normalizarParametro(parametro.chave, texto) === null) {
      setErro(PARAMETRO_MESSAGES.valorInvalido(regra));
      return;
    }
    setErro(null);
    salvar.mutate(
      { chave: parametro.chave, valor: texto },
      {
        onSuccess: () => enqueueSnackbar(PARAMETRO_MESSAGES.salvo, { variant: 'success' }),
        onError: (error) => {
          const doCampo = isApiError(error) ? error.errors.valor?.[0] : undefined;
          if (doCampo) setErro(doCampo);
          else enqueueSnackbar(errorMessage(error, PARAMETROS_TEXTS.erroSalvar), { variant: 'error' });
        },
      },
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-titulo`} sx={{ p: 2 }}>
      <Typography id={`${id}-titulo`} variant="h6" component="h2">
        {parametro.label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {parametro.descricao}
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={enviar}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label={`${parametro.label} (${parametro.unidade})`}
          value={texto}
          onChange={(event) => setTexto(event.target.value)}
          error={erro !== null}
          helperText={erro ?? PARAMETROS_TEXTS.regra(regra)}
          size="small"
          sx={{ maxWidth: 260 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', maxLength: 20 },
          }}
        />
        <Button type="submit" variant="contained" loading={salvar.isPending}>
          {PARAMETROS_TEXTS.salvar}
        </Button>
      </Stack>
      {parametro.updated_at ? (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {PARAMETROS_TEXTS.alteradoEm(formatDateTime(parametro.updated_at))}
        </Typography>
      ) : null}
    </Paper>
  );
}
