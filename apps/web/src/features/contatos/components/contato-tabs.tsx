import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router';
import { pathTo, type RouteName } from '../../../config/routes.ts';

/**
 * The tabs of a contact, each its own route: the nine of part 2 §2 and, after Vendas, the services, paid quotes
 * and beneficiaries §7 lists for the contact (decision 0057).
 */
export const CONTATO_TABS = [
  ['cliente', 'Informações Pessoais'],
  ['contato-endereco', 'Endereço'],
  ['contato-documentos', 'Documentos PAX'],
  ['contato-vendas', 'Vendas'],
  ['contato-servicos', 'Serviços'],
  ['contato-cotacoes-pagas', 'Cotações pagas'],
  ['contato-beneficiarios', 'Beneficiários'],
  ['contato-extras', 'Extras'],
  ['contato-busca', 'Busca'],
  ['contato-cotacoes-milhas-validadas', 'Milhas Validadas'],
  ['contato-emissoes-beneficiario', 'Emissões como PAX'],
  ['contato-contas-fidelidade', 'Contas Fidelidade'],
] as const satisfies readonly (readonly [RouteName, string])[];

export type ContatoAba = (typeof CONTATO_TABS)[number][0];

export function ContatoTabs({ id, current }: { id: number; current: ContatoAba }) {
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
      <Tabs value={current} variant="scrollable" aria-label="Abas do contato">
        {CONTATO_TABS.map(([name, label]) => (
          <Tab key={name} value={name} label={label} component={Link} to={pathTo(name, { id })} />
        ))}
      </Tabs>
    </Box>
  );
}
