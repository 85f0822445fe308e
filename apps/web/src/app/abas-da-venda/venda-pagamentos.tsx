import { VendaPagamentosPage } from '../../features/pagamentos/pages/venda-pagamentos-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaPagamentosPage);
