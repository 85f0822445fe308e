import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

type ColunaOculta<T> = { key: string; header: ReactNode; render: (row: T) => ReactNode };

/**
 * The row below an opened row: the columns this screen leaves out, each as its header and value, in as many
 * columns as the card's width holds.
 */
export function DetalhesDaLinha<T>({
  colunas,
  row,
  colSpan,
}: {
  colunas: readonly ColunaOculta<T>[];
  row: T;
  colSpan: number;
}) {
  return (
    <TableRow sx={{ bgcolor: 'grey.50' }}>
      <TableCell colSpan={colSpan} sx={{ py: 1 }}>
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            columnGap: 3,
            rowGap: 1,
          }}
        >
          {colunas.map((coluna) => (
            <Box key={coluna.key}>
              <Box component="dt" sx={{ fontWeight: 600, fontSize: '0.75rem', color: 'text.secondary' }}>
                {coluna.header}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {coluna.render(row)}
              </Box>
            </Box>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}
