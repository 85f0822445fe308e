import { VendaCarrinhoPage } from '../../features/cotacoes/pages/venda-carrinho-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaCarrinhoPage);
