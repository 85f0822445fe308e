import { VendaCotacoesPage } from '../../features/cotacoes/pages/venda-cotacoes-page.tsx';
import { abaDaVenda } from '../aba-da-venda.tsx';

export const Component = abaDaVenda(VendaCotacoesPage);
