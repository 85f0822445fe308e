import Typography from '@mui/material/Typography';
import type { Dashboard } from '@skyler/domain/dashboard';
import { Money } from '../../../components/money.tsx';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { type ColunaOrdenavel, TabelaOrdenavel } from '../../../components/painel/tabela-ordenavel.tsx';
import { PAINEL_TEXTS as T, textoTaxa } from '../../../components/painel/textos.ts';

type Linha = Dashboard['ranking_consultores'][number];

const COLUNAS: readonly ColunaOrdenavel<Linha>[] = [
  { key: 'nome', header: T.consultor, render: (r) => r.nome, valor: (r) => r.nome },
  { key: 'vendas', header: T.vendas, align: 'right', render: (r) => r.vendas, valor: (r) => r.vendas },
  {
    key: 'concluidas',
    header: T.concluidas,
    align: 'right',
    render: (r) => r.concluidas,
    valor: (r) => r.concluidas,
  },
  {
    key: 'conversao',
    header: T.conversao,
    align: 'right',
    render: (r) => textoTaxa(r.conversao),
    valor: (r) => r.conversao,
    decimal: true,
  },
  {
    key: 'receita',
    header: T.receitaColuna,
    align: 'right',
    render: (r) => <Money value={r.receita} />,
    valor: (r) => r.receita,
    decimal: true,
  },
  {
    key: 'margem',
    header: T.margemColuna,
    align: 'right',
    render: (r) => (
      <>
        <Money value={r.margem} /> ({textoTaxa(r.margem_pct)})
      </>
    ),
    valor: (r) => r.margem,
    decimal: true,
  },
  {
    key: 'ticket',
    header: T.ticketMedio,
    align: 'right',
    render: (r) => (r.ticket_medio === null ? '-' : <Money value={r.ticket_medio} />),
    valor: (r) => r.ticket_medio,
    decimal: true,
  },
];

/**
 * Each consultant's period: sales created and concluded, conversion, revenue, margin and average ticket,
 * sortable by any column (decision 0084).
 */
export function RankingConsultores({ ranking }: { ranking: Dashboard['ranking_consultores'] }) {
  return (
    <Cartao titulo={T.rankingConsultores}>
      {ranking.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.semRanking}
        </Typography>
      ) : (
        <TabelaOrdenavel
          aria-label={T.rankingConsultores}
          colunas={COLUNAS}
          linhas={ranking}
          chave={(r) => r.consultor}
          ordemInicial="receita"
        />
      )}
    </Cartao>
  );
}
