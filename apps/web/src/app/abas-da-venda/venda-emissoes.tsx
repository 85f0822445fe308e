import { VendaEmissoesPage } from '../../features/emissoes/pages/venda-emissoes-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaEmissoesPage);
