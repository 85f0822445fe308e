import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { compararDecimais } from '@skyler/domain/precos/dinheiro';
import { type ReactNode, useState } from 'react';
import { PAINEL_TEXTS as T } from './textos.ts';

export type ColunaOrdenavel<R> = {
  key: string;
  header: string;
  render: (row: R) => ReactNode;
  /** what the column sorts by: a count, a text, or (with `decimal`) an amount or rate as the API sends it */
  valor: (row: R) => number | string | null;
  /** the sort value is a decimal string (money, a rate): compared exactly, with decimal.js */
  decimal?: boolean;
  align?: 'left' | 'right';
};

type Props<R> = {
  'aria-label': string;
  colunas: readonly ColunaOrdenavel<R>[];
  linhas: readonly R[];
  chave: (row: R) => string | number;
  /** the column first sorted by, descending */
  ordemInicial: string;
};

/**
 * A small table of the dashboard whose rows, all on screen, sort by any column (a click on its header turns
 * the order; decision 0084); empty values go last. The first column names the row.
 */
export function TabelaOrdenavel<R>({ colunas, linhas, chave, ordemInicial, ...props }: Props<R>) {
  const [ordem, setOrdem] = useState<{ key: string; desc: boolean }>({ key: ordemInicial, desc: true });
  // amounts and counts sort largest first on the first click, names from A
  const descPrimeiro = (c: ColunaOrdenavel<R>) =>
    c.decimal === true || linhas.some((row) => typeof c.valor(row) === 'number');
  const coluna = colunas.find((c) => c.key === ordem.key) ?? colunas[0];
  const ordenadas = coluna
    ? [...linhas].sort((a, b) => {
        const va = coluna.valor(a);
        const vb = coluna.valor(b);
        if (va === null || vb === null) return va === vb ? 0 : va === null ? 1 : -1;
        const c = coluna.decimal
          ? compararDecimais(va, vb)
          : typeof va === 'number' && typeof vb === 'number'
            ? va - vb
            : String(va).localeCompare(String(vb), 'pt-BR');
        return ordem.desc ? -c : c;
      })
    : linhas;
  return (
    <Table size="small" aria-label={props['aria-label']}>
      <TableHead>
        <TableRow>
          {colunas.map((c) => {
            const ativa = c.key === ordem.key;
            return (
              <TableCell
                key={c.key}
                align={c.align}
                sortDirection={ativa ? (ordem.desc ? 'desc' : 'asc') : false}
              >
                <TableSortLabel
                  active={ativa}
                  direction={ativa && !ordem.desc ? 'asc' : 'desc'}
                  title={T.ordenarPor(c.header)}
                  onClick={() => setOrdem({ key: c.key, desc: ativa ? !ordem.desc : descPrimeiro(c) })}
                >
                  {c.header}
                </TableSortLabel>
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody>
        {ordenadas.map((row) => (
          <TableRow key={chave(row)}>
            {colunas.map((c, i) =>
              i === 0 ? (
                <TableCell key={c.key} component="th" scope="row">
                  {c.render(row)}
                </TableCell>
              ) : (
                <TableCell key={c.key} align={c.align} sx={{ whiteSpace: 'nowrap' }}>
                  {c.render(row)}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
