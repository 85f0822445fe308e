import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import Business from '@mui/icons-material/Business';
import CardMembership from '@mui/icons-material/CardMembership';
import Contacts from '@mui/icons-material/Contacts';
import CreditCard from '@mui/icons-material/CreditCard';
import FileDownload from '@mui/icons-material/FileDownload';
import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Loyalty from '@mui/icons-material/Loyalty';
import MiscellaneousServices from '@mui/icons-material/MiscellaneousServices';
import Notifications from '@mui/icons-material/Notifications';
import PanTool from '@mui/icons-material/PanTool';
import Payments from '@mui/icons-material/Payments';
import Percent from '@mui/icons-material/Percent';
import Person from '@mui/icons-material/Person';
import PointOfSale from '@mui/icons-material/PointOfSale';
import PriceCheck from '@mui/icons-material/PriceCheck';
import RequestQuote from '@mui/icons-material/RequestQuote';
import Store from '@mui/icons-material/Store';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { lazy, type ReactElement, Suspense } from 'react';

const AdminMenuIcon = lazy(() => import('./admin-menu-icons.tsx'));

/** The icon of an entry only administrators and finance see, kept out of the first load. */
const adminIcon = (route: string) => (
  <Suspense>
    <AdminMenuIcon route={route} />
  </Suspense>
);

const ICONS: Record<string, ReactElement> = {
  contatos: <Contacts />,
  empresas: <Business />,
  vendas: <PointOfSale />,
  orcamentos: <RequestQuote />,
  servicos: <MiscellaneousServices />,
  emissoes: <FlightTakeoff />,
  fornecedores: <Store />,
  'rac-aberta': <AssignmentReturn />,
  cartoes: <CreditCard />,
  comissao: <Percent />,
  'pagamentos-abertos': <AccountBalanceWallet />,
  'ordem-pagamento-abertos': <Payments />,
  milhas: <Loyalty />,
  'painel-autorizacao': <VerifiedUser />,
  'painel-pagamentos': <PriceCheck />,
  notificacoes: <Notifications />,
  'milhas-proprias': <CardMembership />,
  'pega-vendas': <PanTool />,
  conciliacao: adminIcon('conciliacao'),
  'contas-bancarias': adminIcon('contas-bancarias'),
  exportar: <FileDownload />,
  moedas: adminIcon('moedas'),
  usuarios: adminIcon('usuarios'),
  programas: adminIcon('programas'),
  'cias-aereas': adminIcon('cias-aereas'),
  parametros: adminIcon('parametros'),
  'taxas-meio-pagamento': adminIcon('taxas-meio-pagamento'),
  'configuracoes-fiscais': adminIcon('configuracoes-fiscais'),
  dre: adminIcon('dre'),
  nfse: adminIcon('nfse'),
  emails: adminIcon('emails'),
  'minha-area': <Person />,
};

export function menuIcon(route: string): ReactElement {
  return ICONS[route] ?? <Person />;
}
