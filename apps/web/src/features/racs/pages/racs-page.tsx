import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import {
  RAC_LISTAS,
  RAC_MESSAGES,
  RAC_STATUS,
  RACS_PAGE_LINKS,
  type RacStatus,
  type RacView,
  TIPOS_RAC,
} from '@skyler/domain/racs';
import { Link, useSearchParams } from 'react-router';
import { useConsultores } from '../../../api/get-usuarios.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { FiltroSelect } from '../../../components/data-table/filtro-select.tsx';
import { TABELA_COMPACTA } from '../../../components/data-table/tabela-compacta.ts';
import { usePagedQuery } from '../../../components/data-table/use-paged-query.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { useErrorToast } from '../../../lib/toast.tsx';
import { colunasListaRacs } from '../components/racs-colunas.tsx';

export const RACS_PATH = '/api/racs/detailed/';
export const FILTROS_RACS = ['tipo', 'consultor'] as const;

const STATUS_DA_ROTA = Object.fromEntries(
  Object.entries(RAC_LISTAS).map(([status, rota]) => [rota, status as RacStatus]),
) as Record<string, RacStatus>;

/** The list a route shows: rac-aberta, rac-em-processo or rac-finalizada. */
function useStatusDaRota(): RacStatus {
  const nome = useRouteHandle()?.name;
  return (nome && STATUS_DA_ROTA[nome]) || 'aberta';
}

/**
 * RACs (part 2 §2): tabs Solicitada, Liberada and Concluída, 15 per page with 7 page links, filtered by type
 * and consultant; each row leads to its sale's RAC tab.
 */
export function RacsPage() {
  const status = useStatusDaRota();
  const [searchParams] = useSearchParams();
  const consultores = useConsultores().opcoes;
  const list = usePagedQuery<RacView, 'rac'>({
    area: 'racs',
    path: RACS_PATH,
    listKey: 'rac',
    filterKeys: FILTROS_RACS,
    fixedParams: { status },
  });
  useErrorToast(list.error, RAC_MESSAGES.erroCarregarRacs, { withDetail: false });
  // the filters go along when another tab is opened; the page does not
  const filtrosDaUrl = new URLSearchParams(
    FILTROS_RACS.flatMap((key) => searchParams.getAll(key).map((valor) => [key, valor])),
  ).toString();
  return (
    <>
      <PageHeader title="RAC" breadcrumbs={[{ label: 'RAC' }]} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={status} aria-label="Listas de RAC">
          {RAC_STATUS.options().map((opcao) => (
            <Tab
              key={opcao.value}
              value={opcao.value}
              label={opcao.label}
              component={Link}
              to={`${pathTo(RAC_LISTAS[opcao.value])}${filtrosDaUrl ? `?${filtrosDaUrl}` : ''}`}
            />
          ))}
        </Tabs>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        <FiltroSelect label="Tipo" lista={list} nome="tipo" opcoes={TIPOS_RAC.options()} minWidth={180} />
        <FiltroSelect label="Consultor" lista={list} nome="consultor" opcoes={consultores} minWidth={180} />
      </Stack>
      <Box sx={TABELA_COMPACTA}>
        <DataTable
          aria-label={`RACs ${RAC_STATUS.label(status)}`}
          columns={colunasListaRacs()}
          lista={list}
          visiblePages={RACS_PAGE_LINKS}
          emptyText={RAC_MESSAGES.vazio}
          onClearFilters={list.hasFilters ? list.clearFilters : undefined}
        />
      </Box>
    </>
  );
}
