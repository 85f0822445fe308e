import Typography from '@mui/material/Typography';
import type { Dashboard } from '@skyler/domain/dashboard';
import { Money } from '../../../components/money.tsx';
import { Cartao } from '../../../components/painel/cartao.tsx';
import { type ColunaOrdenavel, TabelaOrdenavel } from '../../../components/painel/tabela-ordenavel.tsx';
import { PAINEL_TEXTS as T, textoTaxa } from '../../../components/painel/textos.ts';

type Linha = Dashboard['ranking_fornecedores'][number];

const COLUNAS: readonly ColunaOrdenavel<Linha>[] = [
  { key: 'nome', header: T.fornecedor, render: (r) => r.nome, valor: (r) => r.nome },
  {
    key: 'servicos',
    header: T.servicos,
    align: 'right',
    render: (r) => r.servicos,
    valor: (r) => r.servicos,
  },
  {
    key: 'volume',
    header: T.volume,
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
];

/** The suppliers of the period's services: volume sold and margin, sortable by any column (decision 0084). */
export function RankingFornecedores({ ranking }: { ranking: Dashboard['ranking_fornecedores'] }) {
  return (
    <Cartao titulo={T.rankingFornecedores}>
      {ranking.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.semFornecedores}
        </Typography>
      ) : (
        <TabelaOrdenavel
          aria-label={T.rankingFornecedores}
          colunas={COLUNAS}
          linhas={ranking}
          chave={(r) => r.fornecedor}
          ordemInicial="volume"
        />
      )}
    </Cartao>
  );
}
