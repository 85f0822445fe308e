import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import { type Breakpoint, type Theme, useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type KeyboardEvent, lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error.ts';
import { browser } from '../../lib/browser.ts';
import { ProgressBar } from '../progress-bar.tsx';
import { BotaoDetalhes } from './botao-detalhes.tsx';
import { CellContent, type CellLayout, cellLayoutOf } from './cell-content.tsx';
import { siblingCountFor } from './page-links.ts';
import { isFromInteractiveChild, wantsNewTab } from './row-navigation.ts';
import { useHorizontalOverflow } from './use-horizontal-overflow.ts';

/** A row's detail, downloaded when the first row is opened: the first screen of a list does not show it. */
const DetalhesDaLinha = lazy(() =>
  import('./detalhes-da-linha.tsx').then((m) => ({ default: m.DetalhesDaLinha })),
) as typeof import('./detalhes-da-linha.tsx').DetalhesDaLinha;

/** MUI's Alert, downloaded when a list fails: the first screen of a list does not show it (decision 0059). */
const Alert = lazy(() => import('@mui/material/Alert'));

export type DataTableColumn<T> = {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'center' | 'right';
  width?: number | string;
  /** how the cell's text is laid out; by default read from the value (see `cellLayoutOf`) */
  layout?: CellLayout;
  /**
   * A secondary column: on screens narrower than this breakpoint it leaves the row for the row's detail
   * (opened by the button in the first cell), so that the key columns and the actions fit in the card
   * without sideways scrolling (decisions 0056, 0079). Key columns have none.
   */
  hideBelow?: Breakpoint;
};

/** A server-paged list as `usePagedQuery` hands it: its rows, page, loading and error feed the table as they are. */
export type ListaDaTabela<T> = {
  rows: readonly T[];
  page: number;
  pages: number;
  setPage: (page: number) => void;
  isLoading: boolean;
  error: unknown;
};

/** Rows with an `id` are keyed by it; others say how. */
type ChaveDaLinha<T> = [T] extends [{ id: string | number }]
  ? { getRowId?: (row: T) => string | number }
  : { getRowId: (row: T) => string | number };

/**
 * Where the rows come from: a paged list (`lista`), or rows given one by one; rows given without a page are the
 * whole list, on one page.
 */
type LinhasDaTabela<T> =
  | {
      lista: ListaDaTabela<T>;
      rows?: never;
      page?: never;
      pages?: never;
      onPageChange?: never;
      loading?: never;
      error?: never;
    }
  | {
      lista?: never;
      rows: readonly T[];
      page?: number;
      pages?: number;
      onPageChange?: (page: number) => void;
      loading?: boolean;
      /** the page failed to load: its message is shown instead of the empty text */
      error?: unknown;
    };

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  /** page links shown at once, ellipses included (part 1 §9: 7 or 9) */
  visiblePages?: number;
  emptyText: string;
  /** where a row leads: click opens it, Ctrl/Cmd-click or middle click opens it in a new tab */
  rowHref?: (row: T) => string;
  onRowClick?: (row: T) => void;
  /** given while filters are applied: an empty page offers "Limpar filtros" */
  onClearFilters?: () => void;
  'aria-label'?: string;
} & ChaveDaLinha<T> &
  LinhasDaTabela<T>;

const LOADING_TEXT = 'Carregando...';
export const LOAD_ERROR_TEXT = 'Não foi possível carregar a lista.';
export const CLEAR_FILTERS_TEXT = 'Limpar filtros';

/** text that wraps keeps room for a word or two per line: names do not stack one word per line */
const WRAP_MIN_WIDTH = 120;

/** The first column stays in view while a wide table scrolls sideways inside its card. */
const stickyFirstCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `inset -1px 0 0 ${theme.palette.divider}`,
  '.MuiTableRow-hover:hover > &': { bgcolor: 'grey.100' },
} as const;

/**
 * The columns shown on this screen: a column with `hideBelow` only from its breakpoint up. One media query
 * per breakpoint, in a fixed order, so the hooks stay the same whatever the columns.
 */
export function useVisibleColumns<T>(columns: readonly DataTableColumn<T>[]): DataTableColumn<T>[] {
  const theme = useTheme();
  const up: Record<Breakpoint, boolean> = {
    xs: true,
    sm: useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true }),
    md: useMediaQuery(theme.breakpoints.up('md'), { noSsr: true }),
    lg: useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true }),
    xl: useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true }),
  };
  return columns.filter((column) => !column.hideBelow || up[column.hideBelow]);
}

function Cell<T>({ column, row, isFirst }: { column: DataTableColumn<T>; row: T; isFirst: boolean }) {
  const content = column.render(row);
  const layout = column.layout ?? cellLayoutOf(content);
  return (
    <TableCell
      align={column.align}
      sx={[
        layout === 'wrap' ? { minWidth: WRAP_MIN_WIDTH } : { whiteSpace: 'nowrap' },
        isFirst && stickyFirstCell,
      ]}
    >
      <CellContent content={content} layout={layout} />
    </TableCell>
  );
}

function idDaLinha(row: unknown): string | number {
  return (row as { id: string | number }).id;
}

function semPaginas() {}

/** A table of one server page of results, with page links below. */
export function DataTable<T>(props: DataTableProps<T>) {
  const {
    columns: allColumns,
    getRowId = idDaLinha,
    visiblePages = 7,
    emptyText,
    rowHref,
    onRowClick,
    onClearFilters,
    'aria-label': ariaLabel,
  } = props;
  const {
    rows,
    page = 1,
    pages = 1,
    onPageChange = semPaginas,
    loading = false,
    error,
  } = props.lista
    ? {
        rows: props.lista.rows,
        page: props.lista.page,
        pages: props.lista.pages,
        onPageChange: props.lista.setPage,
        loading: props.lista.isLoading,
        error: props.lista.error,
      }
    : props;
  const navigate = useNavigate();
  const columns = useVisibleColumns(allColumns);
  // the secondary columns this screen leaves out, shown in the detail of the rows the user opens
  const ocultas = allColumns.filter((column) => !columns.includes(column));
  // the button of each row's detail has a narrow cell of its own before the first column, so that the
  // cells keep their names ("0023", not the button's label with it)
  const comDetalhes = ocultas.length > 0 && rows.length > 0;
  const largura = columns.length + (comDetalhes ? 1 : 0);
  const [abertas, setAbertas] = useState<ReadonlySet<string | number>>(new Set());
  const alternar = (id: string | number) =>
    setAbertas((atual) => {
      const proximas = new Set(atual);
      if (!proximas.delete(id)) proximas.add(id);
      return proximas;
    });
  const scroll = useHorizontalOverflow<HTMLDivElement>();
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
      <Box sx={{ height: 4 }}>{loading ? <ProgressBar label={LOADING_TEXT} /> : null}</Box>
      {error && !loading ? (
        // the message at once, in MUI's Alert as soon as it has arrived
        <Suspense
          fallback={
            <Box sx={{ m: 1, px: 2, py: 0.75, color: 'error.main' }}>
              {errorMessage(error, LOAD_ERROR_TEXT)}
            </Box>
          }
        >
          <Alert severity="error" sx={{ m: 1 }}>
            {errorMessage(error, LOAD_ERROR_TEXT)}
          </Alert>
        </Suspense>
      ) : null}
      <TableContainer
        ref={scroll.ref}
        // a table wider than its card scrolls inside it; the keyboard reaches the scroll too
        tabIndex={scroll.isOverflowing ? 0 : undefined}
        role={scroll.isOverflowing ? 'region' : undefined}
        aria-label={scroll.isOverflowing && ariaLabel ? `${ariaLabel} (role para o lado)` : undefined}
      >
        <Table size="small" aria-label={ariaLabel} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {comDetalhes ? <TableCell component="td" padding="checkbox" sx={{ width: 32 }} /> : null}
              {columns.map((column, index) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={[
                    // a header wraps between its words: the column is as wide as its values, not its title
                    { width: column.width, fontWeight: 600, lineHeight: 1.3, verticalAlign: 'bottom' },
                    index === 0 && { ...stickyFirstCell, zIndex: 2 },
                  ]}
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
                  {loading ? LOADING_TEXT : error ? LOAD_ERROR_TEXT : emptyText}
                  {!loading && !error && onClearFilters ? (
                    <Box sx={{ mt: 1 }}>
                      <Button size="small" onClick={onClearFilters}>
                        {CLEAR_FILTERS_TEXT}
                      </Button>
                    </Box>
                  ) : null}
                </TableCell>
              </TableRow>
            ) : (
              rows.flatMap((row) => {
                const id = getRowId(row);
                const aberta = comDetalhes && abertas.has(id);
                const linha = (
                  <TableRow
                    key={id}
                    hover={isClickable}
                    tabIndex={isClickable ? 0 : undefined}
                    sx={{ cursor: isClickable ? 'pointer' : undefined }}
                    onClick={isClickable ? (event) => openRow(row, event) : undefined}
                    onAuxClick={rowHref ? (event) => event.button === 1 && openRow(row, event) : undefined}
                    onKeyDown={
                      isClickable ? (event) => event.key === 'Enter' && openRow(row, event) : undefined
                    }
                  >
                    {comDetalhes ? (
                      <TableCell padding="checkbox" sx={{ width: 32, pl: 1 }}>
                        <BotaoDetalhes aberta={aberta} onClick={() => alternar(id)} />
                      </TableCell>
                    ) : null}
                    {columns.map((column, index) => (
                      <Cell key={column.key} column={column} row={row} isFirst={index === 0} />
                    ))}
                  </TableRow>
                );
                return aberta
                  ? [
                      linha,
                      <Suspense key={`${id}-detalhes`} fallback={null}>
                        <DetalhesDaLinha colunas={ocultas} row={row} colSpan={largura} />
                      </Suspense>,
                    ]
                  : [linha];
              })
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
