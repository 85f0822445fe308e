import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { browser } from '../../lib/browser.ts';
import { siblingCountFor } from './page-links.ts';
import { isFromInteractiveChild, wantsNewTab } from './row-navigation.ts';

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** page links shown at once, ellipses included (part 1 §9: 7 or 9) */
  visiblePages?: number;
  loading?: boolean;
  emptyText: string;
  /** where a row leads: click opens it, Ctrl/Cmd-click or middle click opens it in a new tab */
  rowHref?: (row: T) => string;
  onRowClick?: (row: T) => void;
  'aria-label'?: string;
};

const LOADING_TEXT = 'Carregando...';

/** A table of one server page of results, with page links below. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  page,
  pages,
  onPageChange,
  visiblePages = 7,
  loading = false,
  emptyText,
  rowHref,
  onRowClick,
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const navigate = useNavigate();
  const isClickable = Boolean(rowHref || onRowClick);

  const openRow = (row: T, event: MouseEvent | KeyboardEvent) => {
    if (isFromInteractiveChild(event)) return;
    const href = rowHref?.(row);
    if (href && wantsNewTab(event)) {
      browser.openInNewTab(href);
    } else if (href) {
      navigate(href);
    } else {
      onRowClick?.(row);
    }
  };

  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={LOADING_TEXT} /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={ariaLabel} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={{ width: column.width, fontWeight: 600 }}
                >
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: loading && rows.length > 0 ? 0.6 : 1 }}>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {loading ? LOADING_TEXT : emptyText}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={getRowId(row)}
                  hover={isClickable}
                  tabIndex={isClickable ? 0 : undefined}
                  sx={{ cursor: isClickable ? 'pointer' : undefined }}
                  onClick={isClickable ? (event) => openRow(row, event) : undefined}
                  onAuxClick={rowHref ? (event) => event.button === 1 && openRow(row, event) : undefined}
                  onKeyDown={
                    isClickable ? (event) => event.key === 'Enter' && openRow(row, event) : undefined
                  }
                >
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
          <Pagination
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_event, next) => onPageChange(next)}
            siblingCount={siblingCountFor(visiblePages)}
            boundaryCount={1}
            color="primary"
            shape="rounded"
          />
        </Box>
      ) : null}
    </Paper>
  );
}
