import { VendaServicosPage } from '../../features/servicos/pages/venda-servicos-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaServicosPage);
