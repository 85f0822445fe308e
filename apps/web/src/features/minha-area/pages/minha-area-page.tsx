import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { MINHA_AREA_TABS, pathTo, ROUTES } from '../../../config/routes.ts';
import { useRouteHandle } from '../../../lib/route-handle.ts';
import { MinhasEmissoes } from '../../emissoes/components/minhas-emissoes.tsx';
import { MinhasVendas } from './minhas-vendas.tsx';

type TabName = (typeof MINHA_AREA_TABS)[number];

function isTabName(name: string | undefined): name is TabName {
  return (MINHA_AREA_TABS as readonly string[]).includes(name ?? '');
}

const VAZIO: Record<Exclude<TabName, 'usuario-vendas' | 'usuario-emissoes'>, string> = {
  'usuario-orcamentos': 'Nenhum orçamento encontrado.',
  'usuario-cotacoes': 'Nenhuma cotação encontrada.',
  'usuario-atividades': 'Nenhuma atividade encontrada.',
};

/** The user's own area (part 2 §2): their sales and issuances; the other tabs are still empty. */
export function MinhaAreaPage() {
  const name = useRouteHandle()?.name;
  const current: TabName = isTabName(name) ? name : 'usuario-vendas';
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
      {current === 'usuario-vendas' ? (
        <MinhasVendas />
      ) : current === 'usuario-emissoes' ? (
        <MinhasEmissoes />
      ) : (
        <Alert severity="info">{VAZIO[current]}</Alert>
      )}
    </>
  );
}
