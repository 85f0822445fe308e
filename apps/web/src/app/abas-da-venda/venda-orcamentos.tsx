import { VendaOrcamentosPage } from '../../features/orcamentos/pages/venda-orcamentos-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaOrcamentosPage);
