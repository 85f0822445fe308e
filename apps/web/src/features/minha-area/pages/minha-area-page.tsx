import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { MINHA_AREA_TABS, pathTo, ROUTES } from '../../../config/routes.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { MinhasEmissoes } from '../../emissoes/index.ts';
import { MeusOrcamentos } from '../components/meus-orcamentos.tsx';
import { MinhasAtividades } from '../components/minhas-atividades.tsx';
import { MinhasCotacoes } from '../components/minhas-cotacoes.tsx';
import { MinhasVendas } from './minhas-vendas.tsx';

type TabName = (typeof MINHA_AREA_TABS)[number];

function isTabName(name: string | undefined): name is TabName {
  return (MINHA_AREA_TABS as readonly string[]).includes(name ?? '');
}

const ABAS: Record<TabName, () => React.JSX.Element> = {
  'usuario-vendas': MinhasVendas,
  'usuario-orcamentos': MeusOrcamentos,
  'usuario-cotacoes': MinhasCotacoes,
  'usuario-emissoes': MinhasEmissoes,
  'usuario-atividades': MinhasAtividades,
};

/** The user's own area (part 2 §2, decision 0029): their sales, requests, quotes, issuances and activities. */
export function MinhaAreaPage() {
  const name = useRouteHandle()?.name;
  const current: TabName = isTabName(name) ? name : 'usuario-vendas';
  const Aba = ABAS[current];
  return (
    <>
      <PageHeader title="Minha área" breadcrumbs={[{ label: 'Minha área' }]} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs value={current} variant="scrollable" aria-label="Minha área">
          {MINHA_AREA_TABS.map((tab) => (
            <Tab key={tab} value={tab} label={ROUTES[tab].title} component={Link} to={pathTo(tab)} />
          ))}
        </Tabs>
      </Box>
      <Aba />
    </>
  );
}
