import { COTACAO_MESSAGES } from '@skyler/domain/cotacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { setScreenWidth } from '../../../test/match-media.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { cabecalhos } from '../../../test/tabela.ts';
import { acaoCotacao, COTACOES_TABLE_TEXTS, CotacoesTable } from './cotacoes-table.tsx';
import { makeCotacao, makeOrcamento } from './tabela-fixtures.tsx';

vi.mock('./cotacao-dialog.tsx', async () => ({
  CotacaoDialog: (await import('./tabela-fixtures.tsx')).CotacaoDialogProbe,
}));

describe('CotacoesTable', () => {
  it('shows the columns of a quote with its values', async () => {
    setScreenWidth(1600);
    mockFetch({});
    renderWithProviders(<CotacoesTable cotacoes={[makeCotacao()]} orcamento={makeOrcamento()} />);
    const table = screen.getByRole('table', { name: 'Cotações' });
    expect(cabecalhos(table)).toEqual([
      'ID',
      'Data',
      'Serviço',
      'Descrição',
      'Custo total',
      'Ajuste',
      'À vista (Pix)',
      'Cotado por',
      'Tipo',
      'Fornecedores',
      'Ações',
    ]);
    const [, row] = within(table).getAllByRole('row');
    const cells = within(row as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[0]).toBe('0005');
    expect(cells[1]).toBe('10/03/202612:30');
    expect(cells[2]).toBe('Hotel');
    expect(cells[3]).toBe('Hotel em GramadoHotel Serra Azul - Gramado');
    expect(cells[4]).toBe('R$ 2.500,00');
    expect(cells[5]).toBe('R$ 100,00');
    expect(cells[6]).toBe('R$ 2.600,00Lucro 15,38 %');
    expect(cells[7]).toBe('Carla Dias');
    expect(cells[8]).toBe('Pagante');
    expect(cells[9]).toBe('1');
    expect(within(table).getByText('Lucro 15,38 %')).toHaveStyle({ color: '#b45309' });
  });

  it('keeps cost, adjustment, type and actions on a 1366-px screen, leaving date, quoter and suppliers out', () => {
    setScreenWidth(1366);
    mockFetch({});
    renderWithProviders(<CotacoesTable cotacoes={[makeCotacao()]} orcamentos={[makeOrcamento()]} />);
    const table = screen.getByRole('table', { name: 'Cotações' });
    expect(cabecalhos(table)).toEqual([
      'ID',
      'Orçamento',
      'Serviço',
      'Descrição',
      'Custo total',
      'Ajuste',
      'À vista (Pix)',
      'Tipo',
      'Ações',
    ]);
    expect(within(table).getByText('Pagante')).toBeInTheDocument();
  });

  it('lists the suppliers in a popup, or says there are none', async () => {
    // the suppliers' column is there from 1536 px up (decision 0056)
    setScreenWidth(1600);
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(
      <CotacoesTable
        cotacoes={[makeCotacao(), makeCotacao({ id: 6, fornecedores: [] })]}
        orcamento={makeOrcamento()}
      />,
    );
    await user.click(screen.getByRole('button', { name: acaoCotacao.fornecedores(5, 1) }));
    const popup = await screen.findByRole('dialog', { name: 'Fornecedores da cotação 0005' });
    const cells = within(popup)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      '0003',
      'Serra Turismo',
      '11.222.333/0001-81',
      '-',
      'reservas@serra.com.br',
      '(54) 3286-1234',
    ]);
    expect(cabecalhos(popup)).toEqual(['Número', 'Nome', 'CNPJ', 'CPF', 'E-mail', 'Telefone']);
    await user.click(within(popup).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: acaoCotacao.fornecedores(6, 0) }));
    expect(await screen.findByText(COTACAO_MESSAGES.semFornecedores)).toBeInTheDocument();
  });

  it('sends a quote to the cart only after "Sim envie"', async () => {
    setCookie('csrftoken', 'csrf');
    const api = mockFetch({ 'POST /api/vendas/42/carrinho/': { body: [] } });
    const user = userEvent.setup();
    renderWithProviders(<CotacoesTable cotacoes={[makeCotacao()]} orcamento={makeOrcamento()} />);
    await user.click(screen.getByRole('button', { name: acaoCotacao.carrinho(5) }));
    const dialog = await screen.findByRole('dialog', { name: COTACOES_TABLE_TEXTS.carrinhoTitulo });
    await user.click(within(dialog).getByRole('button', { name: COTACOES_TABLE_TEXTS.carrinhoNao }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST', '/api/vendas/42/carrinho/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: acaoCotacao.carrinho(5) }));
    const again = await screen.findByRole('dialog', { name: COTACOES_TABLE_TEXTS.carrinhoTitulo });
    await user.click(within(again).getByRole('button', { name: COTACAO_MESSAGES.confirmarCarrinho }));
    expect(await screen.findByText(COTACAO_MESSAGES.enviadaCarrinho)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/vendas/42/carrinho/')[0]?.body).toEqual({ cotacao: 5 });
  });

  it("toasts the server's refusal to send to the cart", async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'POST /api/vendas/42/carrinho/': { status: 409, body: { detail: COTACAO_MESSAGES.naoPodeIrCarrinho } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CotacoesTable cotacoes={[makeCotacao()]} orcamento={makeOrcamento()} />);
    await user.click(screen.getByRole('button', { name: acaoCotacao.carrinho(5) }));
    await user.click(await screen.findByRole('button', { name: COTACAO_MESSAGES.confirmarCarrinho }));
    expect(await screen.findByText(COTACAO_MESSAGES.naoPodeIrCarrinho)).toBeInTheDocument();
  });

  it('offers the cart only to a quote that may go to it', () => {
    mockFetch({});
    renderWithProviders(
      <CotacoesTable cotacoes={[makeCotacao({ pode_ir_carrinho: false })]} orcamento={makeOrcamento()} />,
    );
    expect(screen.queryByRole('button', { name: acaoCotacao.carrinho(5) })).toBeNull();
    expect(screen.getByRole('button', { name: acaoCotacao.ver(5) })).toBeInTheDocument();
  });

  it('hides archive for an invoiced quote, and archive and copy for a closed request', () => {
    mockFetch({});
    const { unmount } = renderWithProviders(
      <CotacoesTable
        cotacoes={[makeCotacao(), makeCotacao({ id: 6, status: 'fatura', pode_ir_carrinho: false })]}
        orcamento={makeOrcamento()}
      />,
    );
    expect(screen.getByRole('button', { name: acaoCotacao.arquivar(5) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: acaoCotacao.arquivar(6) })).toBeNull();
    expect(screen.getByRole('button', { name: acaoCotacao.copiar(6) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: acaoCotacao.editar(6) })).toBeNull();
    unmount();

    renderWithProviders(
      <CotacoesTable cotacoes={[makeCotacao()]} orcamento={makeOrcamento({ status: 'fechado' })} />,
    );
    expect(screen.queryByRole('button', { name: acaoCotacao.arquivar(5) })).toBeNull();
    expect(screen.queryByRole('button', { name: acaoCotacao.copiar(5) })).toBeNull();
    expect(screen.getByRole('button', { name: acaoCotacao.ver(5) })).toBeInTheDocument();
  });

  it('archives after confirmation, and says when it could not', async () => {
    setCookie('csrftoken', 'csrf');
    let status = 204;
    const api = mockFetch({
      'DELETE /api/cotacoes/5/': () =>
        status === 204 ? { status } : { status, body: { detail: COTACAO_MESSAGES.naoArquivavel } },
    });
    const user = userEvent.setup();
    renderWithProviders(<CotacoesTable cotacoes={[makeCotacao()]} orcamento={makeOrcamento()} />);
    await user.click(screen.getByRole('button', { name: acaoCotacao.arquivar(5) }));
    const dialog = await screen.findByRole('dialog', { name: COTACOES_TABLE_TEXTS.arquivarTitulo });
    await user.click(within(dialog).getByRole('button', { name: COTACOES_TABLE_TEXTS.arquivarConfirmar }));
    expect(await screen.findByText(COTACAO_MESSAGES.arquivada)).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/api/cotacoes/5/')).toHaveLength(1);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    status = 409;
    await user.click(screen.getByRole('button', { name: acaoCotacao.arquivar(5) }));
    await user.click(await screen.findByRole('button', { name: COTACOES_TABLE_TEXTS.arquivarConfirmar }));
    expect(
      await screen.findByText(`${COTACAO_MESSAGES.erroArquivar} ${COTACAO_MESSAGES.naoArquivavel}`),
    ).toBeInTheDocument();
  });

  it('opens the dialog read-only to view, and as a new pre-filled quote to copy', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<CotacoesTable cotacoes={[makeCotacao()]} orcamento={makeOrcamento()} />);
    await user.click(screen.getByRole('button', { name: acaoCotacao.ver(5) }));
    expect(await screen.findByTestId('dialogo-cotacao')).toHaveTextContent('5');
    expect(screen.getByTestId('dialogo-somente-leitura')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'Fechar diálogo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: acaoCotacao.copiar(5) }));
    expect(await screen.findByTestId('dialogo-cotacao')).toHaveTextContent('nova');
    expect(screen.getByTestId('dialogo-somente-leitura')).toHaveTextContent('false');
    const inicial = JSON.parse(screen.getByTestId('dialogo-inicial').textContent ?? 'null');
    expect(inicial).toEqual({
      descricao: 'Hotel em Gramado',
      cotado_por: 4,
      ajuste_ativado: true,
      valor_ajuste_absoluto: '100.00',
      valor_ajuste_porcentagem: '0',
      incentivo_ativado: false,
      cotacao_hotel: {
        nome_hotel: 'Hotel Serra Azul',
        local_hotel: 'Gramado',
        fornecedor: 3,
        provedor: 2,
        custo_diaria: '500.00',
        diarias: 5,
        imagens_provedor: [31],
      },
    });
  });

  it('chooses quotes for the PDF', async () => {
    mockFetch({});
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <CotacoesTable
        cotacoes={[makeCotacao(), makeCotacao({ id: 6 })]}
        orcamento={makeOrcamento()}
        selecionadas={[6]}
        onSelecionadasChange={onChange}
      />,
    );
    expect(screen.getByRole('checkbox', { name: acaoCotacao.selecionar(6) })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: acaoCotacao.selecionar(5) }));
    expect(onChange).toHaveBeenLastCalledWith([5, 6]);
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar todas as cotações' }));
    expect(onChange).toHaveBeenLastCalledWith([5, 6]);
  });
});
