import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  NOTIFICACAO_CANAIS,
  NOTIFICACAO_CANAL_LABELS,
  NOTIFICACAO_MESSAGES,
  NOTIFICACAO_TIPO_LABELS,
  type NotificacaoCanal,
  type NotificacaoTipo,
  type PreferenciasNotificacaoSave,
  temSinoDeNotificacoes,
  ZPreferenciasNotificacaoSave,
} from '@skyler/domain/notificacoes';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../api/api-error.ts';
import { schemaResolver } from '../../../components/forms/schema-resolver.ts';
import { useUnsavedChangesGuard } from '../../../components/forms/unsaved-changes-guard.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { type Preferencias, usePreferencias, useSalvarPreferencias } from '../api/preferencias.ts';

export const PREFERENCIAS_TEXTS = {
  titulo: 'Preferências de notificação',
  explicacao:
    'Escolha, para cada tipo, como quer saber do que outras pessoas mudaram nos registros que são seus: no sino do sistema, no resumo por e-mail ou não ser notificado.',
  semSino: 'Você não tem o sino de Notificações: o que escolher "No sistema" chega pelo resumo por e-mail.',
  padrao: 'padrão do seu perfil',
  carregando: 'Carregando...',
  erroCarregar: 'Erro ao carregar as preferências.',
  salvar: 'Salvar',
} as const;

type Form = { preferencias: { tipo: NotificacaoTipo; canal: NotificacaoCanal }[] };

/** Each user's channel per type of notification (decision 0078), their role's default until they choose. */
export function PreferenciasNotificacaoPage() {
  const preferencias = usePreferencias();
  return (
    <>
      <PageHeader title={PREFERENCIAS_TEXTS.titulo} breadcrumbs={[{ label: PREFERENCIAS_TEXTS.titulo }]} />
      {preferencias.isLoading ? <Typography>{PREFERENCIAS_TEXTS.carregando}</Typography> : null}
      {preferencias.error ? <Typography color="error">{PREFERENCIAS_TEXTS.erroCarregar}</Typography> : null}
      {preferencias.data ? <PreferenciasForm atuais={preferencias.data} /> : null}
    </>
  );
}

function PreferenciasForm({ atuais }: { atuais: Preferencias }) {
  const user = useCurrentUser();
  const temSino = temSinoDeNotificacoes(user);
  const { enqueueSnackbar } = useSnackbar();
  const salvar = useSalvarPreferencias();
  const padrao = new Map(atuais.preferencias.map((p) => [p.tipo, p.padrao]));
  const valores = (p: Preferencias): Form => ({
    preferencias: p.preferencias.map(({ tipo, canal }) => ({ tipo, canal })),
  });
  const { control, handleSubmit, reset, formState } = useForm<Form, unknown, PreferenciasNotificacaoSave>({
    defaultValues: valores(atuais),
    resolver: schemaResolver(ZPreferenciasNotificacaoSave),
  });
  const guarda = useUnsavedChangesGuard(formState.isDirty);
  const enviar = handleSubmit((body) =>
    salvar.mutate(body, {
      onSuccess: (data) => {
        reset(valores(data));
        enqueueSnackbar(NOTIFICACAO_MESSAGES.preferenciasSalvas, { variant: 'success' });
      },
      onError: (error) =>
        enqueueSnackbar(errorMessage(error, NOTIFICACAO_MESSAGES.erroPreferencias), { variant: 'error' }),
    }),
  );
  return (
    <Paper variant="outlined" component="form" noValidate onSubmit={enviar} sx={{ p: 2, maxWidth: 860 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {PREFERENCIAS_TEXTS.explicacao}
      </Typography>
      {temSino ? null : (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
          {PREFERENCIAS_TEXTS.semSino}
        </Typography>
      )}
      <Table size="small" aria-label={PREFERENCIAS_TEXTS.titulo}>
        <TableHead>
          <TableRow>
            <TableCell>Tipo</TableCell>
            <TableCell>Como notificar</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {atuais.preferencias.map(({ tipo }, i) => (
            <TableRow key={tipo}>
              <TableCell>
                {NOTIFICACAO_TIPO_LABELS[tipo]}
                {padrao.get(tipo) ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {PREFERENCIAS_TEXTS.padrao}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell>
                <Controller
                  control={control}
                  name={`preferencias.${i}.canal`}
                  render={({ field }) => (
                    <RadioGroup
                      row
                      aria-label={NOTIFICACAO_TIPO_LABELS[tipo]}
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value)}
                    >
                      {NOTIFICACAO_CANAIS.map((canal) => (
                        <FormControlLabel
                          key={canal}
                          value={canal}
                          control={<Radio size="small" />}
                          label={NOTIFICACAO_CANAL_LABELS[canal]}
                          disabled={canal === 'app' && !temSino}
                        />
                      ))}
                    </RadioGroup>
                  )}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={salvar.isPending} disabled={!formState.isDirty}>
          {PREFERENCIAS_TEXTS.salvar}
        </Button>
      </Stack>
      {guarda.dialog}
    </Paper>
  );
}
