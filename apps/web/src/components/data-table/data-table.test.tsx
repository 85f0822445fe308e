import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { setScreenWidth } from '../../test/match-media.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { cabecalhos } from '../../test/tabela.ts';
import { DataTable, type DataTableColumn, type DataTableProps, LOAD_ERROR_TEXT } from './data-table.tsx';

type Venda = { id: number; cliente: string };

const columns: DataTableColumn<Venda>[] = [
  { key: 'id', header: 'ID', render: (venda) => String(venda.id) },
  { key: 'cliente', header: 'Cliente', render: (venda) => venda.cliente },
  {
    key: 'acoes',
    header: 'Ações',
    render: (venda) => (
      <button type="button" onClick={() => actions(venda.id)}>
        Abrir {venda.id}
      </button>
    ),
  },
];
const actions = vi.fn();

const rows: Venda[] = [
  { id: 1, cliente: 'Ana' },
  { id: 2, cliente: 'Bruno' },
];

function renderTable(props: Partial<DataTableProps<Venda> & { lista?: undefined }> = {}) {
  const onPageChange = vi.fn();
  const view = renderWithProviders(
    <DataTable
      columns={columns}
      rows={rows}
      getRowId={(venda) => venda.id}
      page={1}
      pages={1}
      onPageChange={onPageChange}
      emptyText="Nenhuma venda encontrada"
      aria-label="Vendas"
      {...props}
    />,
    { route: '/vendas' },
  );
  return { ...view, onPageChange };
}

function pageItems() {
  const nav = screen.getByRole('navigation');
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '')
    .filter((text) => /^\d+$|…/.test(text));
}

describe('DataTable', () => {
  it("says why the list failed, in MUI's alert once it has downloaded (the list's first screen holds no alert)", async () => {
    renderTable({ error: new Error('boom') });
    expect(screen.getByText(LOAD_ERROR_TEXT)).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(LOAD_ERROR_TEXT);
  });

  it('renders the headers and one row per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Vendas' });
    expect(cabecalhos(table)).toEqual(['ID', 'Cliente', 'Ações']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Bruno')).toBeInTheDocument();
  });

  it('shows the empty text without rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Nenhuma venda encontrada')).toBeInTheDocument();
  });

  it('shows a loading text instead of the empty text while the first page loads', () => {
    renderTable({ rows: [], loading: true });
    expect(screen.queryByText('Nenhuma venda encontrada')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Carregando...' })).toBeInTheDocument();
  });

  it('marks the table busy while a new page loads', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).toBeInTheDocument();
  });

  it('hides the page links when there is only one page', () => {
    renderTable({ pages: 1 });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows 7 page links by default and 9 when asked', () => {
    renderTable({ pages: 20, page: 10 });
    expect(pageItems()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
  });

  it('shows 9 page links when asked', () => {
    renderTable({ pages: 20, page: 1, visiblePages: 9 });
    expect(pageItems()).toEqual(['1', '2', '3', '4', '5', '6', '7', '…', '20']);
  });

  it('reports the page chosen', async () => {
    const user = userEvent.setup();
    const { onPageChange } = renderTable({ pages: 3, page: 1 });
    await user.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('reads rows, page, loading and error from a paged list and hands it the page chosen', async () => {
    const user = userEvent.setup();
    const lista = { rows, page: 2, pages: 3, setPage: vi.fn(), isLoading: true, error: undefined };
    renderWithProviders(
      <DataTable columns={columns} lista={lista} emptyText="Nenhuma venda" aria-label="Vendas" />,
      {
        route: '/vendas',
      },
    );
    expect(screen.getByRole('table', { name: 'Vendas' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('cell', { name: 'Bruno' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir para a página 3' }));
    expect(lista.setPage).toHaveBeenCalledWith(3);
  });

  it('shows rows given without a page as the whole list, keyed by their id', () => {
    renderWithProviders(<DataTable columns={columns} rows={rows} emptyText="Nenhuma venda" />, {
      route: '/vendas',
    });
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens a row on click and in a new tab on Ctrl, Cmd or middle click', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(browser, 'openInNewTab').mockImplementation(() => undefined);
    renderTable({ rowHref: (venda) => `/vendas/${venda.id}/info` });

    await user.keyboard('{Control>}');
    await user.click(screen.getByText('Ana'));
    await user.keyboard('{/Control}');
    expect(open).toHaveBeenCalledWith('/vendas/1/info');
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas');

    await user.keyboard('{Meta>}');
    await user.click(screen.getByText('Bruno'));
    await user.keyboard('{/Meta}');
    expect(open).toHaveBeenCalledWith('/vendas/2/info');

    await user.pointer({ keys: '[MouseMiddle]', target: screen.getByText('Ana') });
    expect(open).toHaveBeenCalledTimes(3);

    await user.click(screen.getByText('Bruno'));
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas/2/info');
  });

  it('opens a row with Enter', async () => {
    const user = userEvent.setup();
    renderTable({ rowHref: (venda) => `/vendas/${venda.id}/info` });
    screen.getByText('Ana').closest('tr')?.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent('/vendas/1/info');
  });

  it('leaves clicks on controls inside a row to the control', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({ onRowClick });
    await user.click(screen.getByRole('button', { name: 'Abrir 2' }));
    expect(actions).toHaveBeenCalledWith(2);
    expect(onRowClick).not.toHaveBeenCalled();
    await user.click(screen.getByText('Ana'));
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('keeps CPF, CNPJ, phones, dates and money on one line and lets names wrap', () => {
    type Pessoa = { id: number };
    const valores = {
      cpf: '123.456.789-00',
      cnpj: '45.678.912/0001-55',
      telefone: '+55 (11) 91234-5678',
      data: '12/03/2024 14:05',
      valor: 'R$ 1.234,56',
      nome: 'Maria da Silva Souza',
    };
    const colunas: DataTableColumn<Pessoa>[] = Object.entries(valores).map(([key, value]) => ({
      key,
      header: key,
      render: () => value,
    }));
    renderWithProviders(
      <DataTable
        columns={colunas}
        rows={[{ id: 1 }]}
        getRowId={(p) => p.id}
        page={1}
        pages={1}
        onPageChange={vi.fn()}
        emptyText="-"
      />,
    );
    for (const value of Object.values(valores).slice(0, 5)) {
      expect(getComputedStyle(screen.getByRole('cell', { name: value })).whiteSpace).toBe('nowrap');
    }
    expect(getComputedStyle(screen.getByRole('cell', { name: valores.nome })).whiteSpace).not.toBe('nowrap');
  });

  it('fixes the first column while a wide table scrolls sideways', () => {
    renderTable();
    const [primeiroTitulo] = screen.getAllByRole('columnheader');
    expect(getComputedStyle(primeiroTitulo as HTMLElement).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('cell', { name: '1' })).position).toBe('sticky');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Ana' })).position).not.toBe('sticky');
  });

  it('cuts a long e-mail and shows it whole in a tooltip', async () => {
    const user = userEvent.setup();
    const email = 'financeiro.reservas.internacionais@agenciadeviagens-exemplo.com.br';
    renderTable({
      columns: [...columns, { key: 'email', header: 'E-mail', render: () => email }],
      rows: [rows[0] as Venda],
    });
    const texto = screen.getByText(email);
    expect(getComputedStyle(texto).textOverflow).toBe('ellipsis');
    await user.hover(texto);
    expect(await screen.findByRole('tooltip', { name: email })).toBeInTheDocument();
  });

  it('offers "Limpar filtros" on a filtered empty list', async () => {
    const user = userEvent.setup();
    const onClearFilters = vi.fn();
    renderTable({ rows: [], onClearFilters });
    expect(screen.getByText('Nenhuma venda encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it('offers no "Limpar filtros" without filters or while loading', () => {
    const { unmount } = renderTable({ rows: [] });
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    unmount();
    renderTable({ rows: [], loading: true, onClearFilters: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
  });

  it('leaves a secondary column out below its breakpoint and keeps the key columns (1366 px)', () => {
    setScreenWidth(1366);
    const { unmount } = renderTable({
      columns: [
        ...columns,
        { key: 'criado', header: 'Criação', hideBelow: 'xl', render: () => '01/02/2026' },
      ],
      rows: [],
    });
    const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers()).toEqual(['ID', 'Cliente', 'Ações']);
    // the empty row spans the columns shown
    expect(screen.getByText('Nenhuma venda encontrada').closest('td')).toHaveAttribute('colspan', '3');
    unmount();
    setScreenWidth(1600);
    renderTable({
      columns: [
        ...columns,
        { key: 'criado', header: 'Criação', hideBelow: 'xl', render: () => '01/02/2026' },
      ],
    });
    expect(headers()).toEqual(['ID', 'Cliente', 'Ações', 'Criação']);
    expect(screen.getAllByText('01/02/2026')).toHaveLength(2);
  });

  it("shows a left-out column in the row's detail, opened from its own cell before the row's first without following its link", async () => {
    setScreenWidth(1366);
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    renderTable({
      columns: [
        ...columns,
        { key: 'criado', header: 'Criação', hideBelow: 'xl', render: (venda) => `0${venda.id}/02/2026` },
      ],
      onRowClick,
    });
    expect(screen.queryByText('02/02/2026')).not.toBeInTheDocument();
    const [, segunda] = screen.getAllByRole('button', { name: 'Mais detalhes' });
    await user.click(segunda as HTMLElement);
    expect(onRowClick).not.toHaveBeenCalled();
    // the detail's code arrives on the first opening
    const detalhe = (await screen.findByText('02/02/2026')).closest('td') as HTMLElement;
    expect(detalhe).toHaveAttribute('colspan', '4');
    expect(within(detalhe).getByText('Criação')).toBeInTheDocument();
    // only the opened row shows its detail
    expect(screen.queryByText('01/02/2026')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menos detalhes' }));
    expect(screen.queryByText('02/02/2026')).not.toBeInTheDocument();
  });

  it('has no detail button when every column fits', () => {
    setScreenWidth(1600);
    renderTable({
      columns: [
        ...columns,
        { key: 'criado', header: 'Criação', hideBelow: 'xl', render: () => '01/02/2026' },
      ],
    });
    expect(screen.queryByRole('button', { name: 'Mais detalhes' })).not.toBeInTheDocument();
  });
});
