import Typography from '@mui/material/Typography';
import { Money } from '../money.tsx';
import { Cartao } from './cartao.tsx';
import { type ColunaOrdenavel, TabelaOrdenavel } from './tabela-ordenavel.tsx';
import { textoTaxa } from './textos.ts';

/** A count (sales, services), right-aligned and sorted as a number. */
export function colunaContagem<R>(
  key: string,
  header: string,
  valor: (row: R) => number,
): ColunaOrdenavel<R> {
  return { key, header, align: 'right', render: valor, valor };
}

/** A rate in percent as the API sends it (`12.5`), shown `12,5%` and sorted exactly; none shows `-`. */
export function colunaTaxa<R>(
  key: string,
  header: string,
  valor: (row: R) => string | null,
): ColunaOrdenavel<R> {
  return { key, header, align: 'right', render: (row) => textoTaxa(valor(row)), valor, decimal: true };
}

/** An amount in reais, sorted exactly; none shows `-`. */
export function colunaDinheiro<R>(
  key: string,
  header: string,
  valor: (row: R) => string | null,
): ColunaOrdenavel<R> {
  const render = (row: R) => {
    const quantia = valor(row);
    return quantia === null ? '-' : <Money value={quantia} />;
  };
  return { key, header, align: 'right', render, valor, decimal: true };
}

/** The margin in reais with its rate beside it, `R$ 1.200,00 (12,5%)`, sorted by the amount. */
export function colunaMargem<R extends { margem: string; margem_pct: string | null }>(
  header: string,
): ColunaOrdenavel<R> {
  return {
    key: 'margem',
    header,
    align: 'right',
    render: (row) => (
      <>
        <Money value={row.margem} /> ({textoTaxa(row.margem_pct)})
      </>
    ),
    valor: (row) => row.margem,
    decimal: true,
  };
}

/** A ranking card of the dashboard: its sortable table, or the text that says the period has no rows. */
export function CartaoDeRanking<R>({
  titulo,
  vazio,
  colunas,
  linhas,
  chave,
  ordemInicial,
}: {
  titulo: string;
  vazio: string;
  colunas: readonly ColunaOrdenavel<R>[];
  linhas: readonly R[];
  chave: (row: R) => string | number;
  /** the column first sorted by, descending */
  ordemInicial: string;
}) {
  return (
    <Cartao titulo={titulo}>
      {linhas.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {vazio}
        </Typography>
      ) : (
        <TabelaOrdenavel
          aria-label={titulo}
          colunas={colunas}
          linhas={linhas}
          chave={chave}
          ordemInicial={ordemInicial}
        />
      )}
    </Cartao>
  );
}
