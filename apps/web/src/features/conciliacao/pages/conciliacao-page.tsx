import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  CONCILIACAO_MESSAGES,
  INVARIANTE_DESCRICAO,
  INVARIANTES_CONCILIACAO,
  podeConciliar,
} from '@skyler/domain/conciliacao';
import { formatDateTime, formatId, hojeNaAgencia } from '@skyler/domain/formatters-basicos';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { FiltrosPainel } from '../../../components/painel/filtros-painel.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { AccessDeniedError } from '../../../lib/page-errors.ts';
import { erroDoPeriodo, type Periodo, periodoDoPreset } from '../../../lib/periodo.ts';
import { useConciliacao, vendasComDivergencia } from '../api/get-conciliacao.ts';
import { AbaBanco } from '../components/aba-banco.tsx';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

export const CONCILIACAO_TEXTOS = {
  titulo: 'Conciliação',
  ajuda:
    'As vendas criadas no período cujos serviços, pagamentos, cotações faturadas, ordens de pagamento, saldo ou margem não fecham.',
  verificadoEm: (quando: string) => `Verificado em ${formatDateTime(quando)}`,
  abaVendas: 'Vendas',
  abaBanco: 'Banco',
  resumo: (vendas: number, divergencias: number) =>
    `${divergencias} ${divergencias === 1 ? 'divergência' : 'divergências'} em ${vendas} ${vendas === 1 ? 'venda' : 'vendas'}.`,
} as const;

/** The period in the address, this year by default (`?inicio&fim`). */
function periodoDaUrl(params: URLSearchParams, hoje: string): Periodo {
  const inicio = params.get('inicio') ?? '';
  const fim = params.get('fim') ?? '';
  if (DIA.test(inicio) && DIA.test(fim)) return { inicio, fim };
  return periodoDoPreset('este_ano', hoje);
}

/** The reconciliation (decision 0038): finance and administrators; anyone else sees "Sem permissão". */
export function ConciliacaoPage() {
  const user = useCurrentUser();
  if (!podeConciliar(user)) throw new AccessDeniedError();
  return <ConciliacaoConteudo />;
}

function ConciliacaoConteudo() {
  const [hoje] = useState(() => hojeNaAgencia());
  const [params, setParams] = useSearchParams();
  const periodo = periodoDaUrl(params, hoje);
  const erroPeriodo = erroDoPeriodo(periodo);
  const aba = params.get('aba') === 'banco' ? 'banco' : 'vendas';
  const consulta = useConciliacao(periodo, { enabled: erroPeriodo === null && aba === 'vendas' });
  const dados = consulta.data;

  return (
    <>
      <PageHeader title={CONCILIACAO_TEXTOS.titulo} breadcrumbs={[{ label: CONCILIACAO_TEXTOS.titulo }]} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {CONCILIACAO_TEXTOS.ajuda}
      </Typography>
      <FiltrosPainel
        periodo={periodo}
        hoje={hoje}
        onPeriodo={({ inicio, fim }) => setParams({ inicio, fim, ...(aba === 'banco' ? { aba } : {}) })}
        consultores={null}
        consultor={null}
        onConsultor={() => {}}
      />
      <Tabs
        value={aba}
        onChange={(_, valor: string) =>
          setParams({
            inicio: periodo.inicio,
            fim: periodo.fim,
            ...(valor === 'banco' ? { aba: valor } : {}),
          })
        }
        sx={{ mb: 2 }}
      >
        <Tab value="vendas" label={CONCILIACAO_TEXTOS.abaVendas} />
        <Tab value="banco" label={CONCILIACAO_TEXTOS.abaBanco} />
      </Tabs>
      {erroPeriodo ? (
        <Alert severity="warning">{erroPeriodo}</Alert>
      ) : aba === 'banco' ? (
        <AbaBanco inicio={periodo.inicio} fim={periodo.fim} />
      ) : consulta.isError ? (
        <Alert severity="error">{CONCILIACAO_MESSAGES.erroCarregar}</Alert>
      ) : dados ? (
        <Box>
          {dados.divergencias.length === 0 ? (
            <Alert severity="success">{CONCILIACAO_MESSAGES.semDivergencias}</Alert>
          ) : (
            <>
              <Alert severity="error" sx={{ mb: 2 }}>
                {CONCILIACAO_TEXTOS.resumo(vendasComDivergencia(dados), dados.divergencias.length)}
              </Alert>
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label="Divergências">
                  <TableHead>
                    <TableRow>
                      <TableCell>Venda</TableCell>
                      <TableCell>Invariante</TableCell>
                      <TableCell align="right">Esperado</TableCell>
                      <TableCell align="right">Encontrado</TableCell>
                      <TableCell align="right">Diferença</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {dados.divergencias.map((d) => (
                      <TableRow key={`${d.venda}-${d.invariante}`}>
                        <TableCell sx={{ whiteSpace: 'nowrap' }}>
                          <Link component={RouterLink} to={pathTo('venda-info', { id: d.venda })}>
                            {formatId(d.venda)}
                          </Link>
                        </TableCell>
                        <TableCell>
                          <Typography variant="body2">
                            {INVARIANTES_CONCILIACAO.label(d.invariante)}
                          </Typography>
                          <Typography variant="caption" color="text.secondary">
                            {INVARIANTE_DESCRICAO[d.invariante]}
                          </Typography>
                        </TableCell>
                        <TableCell align="right">
                          <Money value={d.esperado} />
                        </TableCell>
                        <TableCell align="right">
                          <Money value={d.encontrado} />
                        </TableCell>
                        <TableCell align="right">
                          <Money value={d.diferenca} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {CONCILIACAO_TEXTOS.verificadoEm(dados.verificado_em)}
          </Typography>
        </Box>
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando a conciliação" />
        </Box>
      )}
    </>
  );
}
