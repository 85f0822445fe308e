import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DASHBOARD_MESSAGES, mesDoDia, podeVerPainelCompleto } from '@skyler/domain/dashboard';
import { hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useConsultores } from '../../../api/get-usuarios.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { FiltrosPainel } from '../../../components/painel/filtros-painel.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { erroDoPeriodo, type Periodo, periodoDaUrl } from '../../../lib/periodo.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { Painel } from '../components/painel.tsx';

function idDaUrl(valor: string | null): number | null {
  return valor !== null && /^[1-9]\d{0,9}$/.test(valor) ? Number(valor) : null;
}

/**
 * Home (part 1 §2): the greeting and the dashboard (decision 0029), for the period and consultant kept in the
 * address (`?inicio&fim&consultor`), so a view can be reloaded and shared.
 */
export function HomePage() {
  const user = useCurrentUser();
  const [hoje] = useState(() => hojeNaAgencia());
  const [params, setParams] = useSearchParams();
  const periodo = periodoDaUrl(params, hoje);
  const gerente = podeVerPainelCompleto(user);
  const consultor = gerente ? idDaUrl(params.get('consultor')) : null;
  const opcoesConsultores = useConsultores({ enabled: gerente }).opcoes;
  const erroPeriodo = erroDoPeriodo(periodo);
  const painel = useDashboard({ ...periodo, consultor }, { enabled: erroPeriodo === null });

  const mudar = (changes: Record<string, string | null>) =>
    setParams((previous) => {
      const updated = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) updated.delete(key);
        else updated.set(key, value);
      }
      return updated;
    });
  const mudarPeriodo = ({ inicio, fim }: Periodo) => {
    const mes = mesDoDia(hoje);
    // the current month is the default: the address stays short and keeps meaning "this month"
    if (inicio === mes.inicio && fim === mes.fim) mudar({ inicio: null, fim: null });
    else mudar({ inicio, fim });
  };

  const consultores = gerente ? opcoesConsultores.map((o) => ({ id: Number(o.value), nome: o.label })) : null;

  return (
    <>
      <PageHeader title="Dashboards" />
      <Typography variant="h6" component="p" sx={{ mb: 2 }}>
        Bem vindo, {`${user.nome} ${user.sobrenome}`.trim()}
      </Typography>
      <FiltrosPainel
        periodo={periodo}
        hoje={hoje}
        onPeriodo={mudarPeriodo}
        consultores={consultores}
        consultor={consultor}
        onConsultor={(id) => mudar({ consultor: id === null ? null : String(id) })}
      />
      {erroPeriodo ? (
        <Alert severity="warning">{erroPeriodo}</Alert>
      ) : painel.isError ? (
        <Alert severity="error">{DASHBOARD_MESSAGES.erroCarregar}</Alert>
      ) : painel.data ? (
        <Box sx={{ position: 'relative' }}>
          {painel.isFetching ? (
            <LinearProgress
              aria-label="Atualizando o painel"
              sx={{ position: 'absolute', top: -12, left: 0, right: 0 }}
            />
          ) : null}
          <Painel dados={painel.data} />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando o painel" />
        </Box>
      )}
    </>
  );
}
