import AccountBalance from '@mui/icons-material/AccountBalance';
import AirplaneTicket from '@mui/icons-material/AirplaneTicket';
import Assessment from '@mui/icons-material/Assessment';
import Balance from '@mui/icons-material/Balance';
import CurrencyExchange from '@mui/icons-material/CurrencyExchange';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import Percent from '@mui/icons-material/Percent';
import Receipt from '@mui/icons-material/Receipt';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import Stars from '@mui/icons-material/Stars';
import type { ReactElement } from 'react';

const ICONS: Record<string, ReactElement> = {
  moedas: <CurrencyExchange />,
  usuarios: <ManageAccounts />,
  programas: <Stars />,
  'cias-aereas': <AirplaneTicket />,
  parametros: <Settings />,
  'taxas-meio-pagamento': <Percent />,
  'configuracoes-fiscais': <ReceiptLong />,
  emails: <MarkEmailUnread />,
  dre: <Assessment />,
  conciliacao: <Balance />,
  'contas-bancarias': <AccountBalance />,
  nfse: <Receipt />,
};

/** The icons of the "Administração" and "Financeiro" entries and of Moedas, loaded apart: only administrators and finance see them (decision 0042). */
export default function AdminMenuIcon({ route }: { route: string }) {
  return ICONS[route] ?? null;
}
