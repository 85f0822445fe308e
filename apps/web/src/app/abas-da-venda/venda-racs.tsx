import { VendaRacsPage } from '../../features/racs/pages/venda-racs-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaRacsPage);
