import { VendaClientePage } from '../../features/mensagens/pages/venda-cliente-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaClientePage);
