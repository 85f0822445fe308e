import { ContasProprias } from '../../milhas-proprias/index.ts';
import { TabelaMilhasPage } from '../components/tabela-milhas-page.tsx';

export const MILHAS_PROPRIAS_TEXTS = {
  titulo: 'Milhas Próprias',
  tabela: 'Tabela de custo',
  historico: 'Histórico de custo',
} as const;

/**
 * /milhas-proprias: the agency's own accounts with their balance, stock value and movements (decision 0068),
 * then the own cost table (tipo custo) and its history.
 */
export function MilhasPropriasPage() {
  return (
    <TabelaMilhasPage
      tipo="custo"
      titulo={MILHAS_PROPRIAS_TEXTS.titulo}
      tituloTabela={MILHAS_PROPRIAS_TEXTS.tabela}
      tituloHistorico={MILHAS_PROPRIAS_TEXTS.historico}
      antes={<ContasProprias />}
    />
  );
}
