import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { pathTo, type RouteName } from '../../../config/routes.ts';

export const VENDA_TABS = [
  ['venda-info', 'Informações'],
  ['venda-orcamentos', 'Orçamentos'],
  ['venda-cotacoes', 'Cotações'],
  ['venda-carrinho', 'Carrinho'],
  ['venda-servicos', 'Serviços'],
  ['venda-pagamentos', 'Pagamentos'],
  ['venda-emissoes', 'Emissões'],
  ['venda-notificacoes', 'Notificações'],
  ['venda-racs', 'RACs'],
  ['venda-cliente', 'Cliente'],
] as const satisfies readonly (readonly [RouteName, string])[];

export function VendaTabs({ id, current }: { id: number; current: RouteName }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={current} variant="scrollable" aria-label="Abas da venda">
        {VENDA_TABS.map(([name, label]) => (
          <Tab key={name} value={name} label={label} component={Link} to={pathTo(name, { id })} />
        ))}
      </Tabs>
    </Box>
  );
}
