import type { Dashboard } from '@skyler/domain/dashboard';
import {
  CartaoDeRanking,
  colunaContagem,
  colunaDinheiro,
  colunaMargem,
  colunaTaxa,
} from '../../../components/painel/ranking.tsx';
import type { ColunaOrdenavel } from '../../../components/painel/tabela-ordenavel.tsx';
import { PAINEL_TEXTS as T } from '../../../components/painel/textos.ts';

type Linha = Dashboard['ranking_consultores'][number];

const COLUNAS: readonly ColunaOrdenavel<Linha>[] = [
  { key: 'nome', header: T.consultor, render: (r) => r.nome, valor: (r) => r.nome },
  colunaContagem('vendas', T.vendas, (r) => r.vendas),
  colunaContagem('concluidas', T.concluidas, (r) => r.concluidas),
  colunaTaxa('conversao', T.conversao, (r) => r.conversao),
  colunaDinheiro('receita', T.receitaColuna, (r) => r.receita),
  colunaMargem(T.margemColuna),
  colunaDinheiro('ticket', T.ticketMedio, (r) => r.ticket_medio),
];

/**
 * Each consultant's period: sales created and concluded, conversion, revenue, margin and average ticket,
 * sortable by any column (decision 0084).
 */
export function RankingConsultores({ ranking }: { ranking: Dashboard['ranking_consultores'] }) {
  return (
    <CartaoDeRanking
      titulo={T.rankingConsultores}
      vazio={T.semRanking}
      colunas={COLUNAS}
      linhas={ranking}
      chave={(r) => r.consultor}
      ordemInicial="receita"
    />
  );
}
