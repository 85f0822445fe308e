import type { Dashboard } from '@skyler/domain/dashboard';
import {
  CartaoDeRanking,
  colunaContagem,
  colunaDinheiro,
  colunaMargem,
} from '../../../components/painel/ranking.tsx';
import type { ColunaOrdenavel } from '../../../components/painel/tabela-ordenavel.tsx';
import { PAINEL_TEXTS as T } from '../../../components/painel/textos.ts';

type Linha = Dashboard['ranking_fornecedores'][number];

const COLUNAS: readonly ColunaOrdenavel<Linha>[] = [
  { key: 'nome', header: T.fornecedor, render: (r) => r.nome, valor: (r) => r.nome },
  colunaContagem('servicos', T.servicos, (r) => r.servicos),
  colunaDinheiro('volume', T.volume, (r) => r.receita),
  colunaMargem(T.margemColuna),
];

/** The suppliers of the period's services: volume sold and margin, sortable by any column (decision 0084). */
export function RankingFornecedores({ ranking }: { ranking: Dashboard['ranking_fornecedores'] }) {
  return (
    <CartaoDeRanking
      titulo={T.rankingFornecedores}
      vazio={T.semFornecedores}
      colunas={COLUNAS}
      linhas={ranking}
      chave={(r) => r.fornecedor}
      ordemInicial="volume"
    />
  );
}
