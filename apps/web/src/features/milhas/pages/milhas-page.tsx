import { TabelaMilhasPage } from '../components/tabela-milhas-page.tsx';

export const MILHAS_PAGE_TEXTS = {
  titulo: 'Milhas',
  tabela: 'Tabela de preço de venda',
  historico: 'Histórico de preço de venda',
} as const;

/** /milhas: the sale-price table (tipo preco_de_venda) and its history. */
export function MilhasPage() {
  return (
    <TabelaMilhasPage
      tipo="preco_de_venda"
      titulo={MILHAS_PAGE_TEXTS.titulo}
      tituloTabela={MILHAS_PAGE_TEXTS.tabela}
      tituloHistorico={MILHAS_PAGE_TEXTS.historico}
    />
  );
}
