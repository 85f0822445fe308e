import type { ContaBancaria } from '@skyler/domain/contas-bancarias';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { IMPORTAR_TEXTS } from '../components/importar-extrato-dialog.tsx';
import { CONTA_TEXTS } from './conta-bancaria-page.tsx';
import { CONTAS_TEXTS } from './contas-bancarias-page.tsx';

const FINANCEIRO = makeUser({ id: 6, username: 'financeiro', pertencente: ['financeiro'] });
const CONTA: ContaBancaria = {
  id: 3,
  banco: '341',
  banco_nome: 'ITAÚ UNIBANCO S.A.',
  agencia: '1500',
  conta: '45678-9',
  descricao: 'Itaú movimento',
  chave_pix: '11222333000181',
  csv_mapeamento: {
    data: 'Data',
    descricao: 'Histórico',
    valor: null,
    credito: 'Crédito (R$)',
    debito: 'Débito (R$)',
    documento: null,
    formato_data: 'dd/MM/yyyy',
    decimal: 'virgula',
  },
  ativa: true,
  versao: 2,
  ultimo_extrato: null,
  pendentes: 4,
};
const IMPORTADO = {
  detail: 'Extrato importado: 3 lançamentos novos, 0 já existiam.',
  extrato: 9,
  importados: 3,
  repetidos: 0,
  movimentos: [],
};

function api(extra: Record<string, MockHandler> = {}, user = FINANCEIRO) {
  return mockApiDe(user, { 'GET /api/contas-bancarias/': { body: { contas: [CONTA] } }, ...extra });
}

async function abrirImportacao() {
  const user = userEvent.setup();
  renderApp('/contas-bancarias');
  const tabela = await screen.findByRole('table', { name: CONTAS_TEXTS.titulo });
  expect(await within(tabela).findByText('341 - ITAÚ UNIBANCO S.A.')).toBeInTheDocument();
  await user.click(within(tabela).getByRole('button', { name: CONTAS_TEXTS.importar(CONTA.descricao) }));
  const dialog = await screen.findByRole('dialog', { name: IMPORTAR_TEXTS.titulo(CONTA.descricao) });
  const input = within(dialog).getByLabelText(IMPORTAR_TEXTS.escolher, { selector: 'input' });
  return { user, dialog, input };
}

const enviados = (fetch: ReturnType<typeof api>) =>
  fetch.callsTo('POST', '/api/contas-bancarias/3/extratos/').map((call) => call.body as FormData);

describe('Importar extrato', () => {
  it('sends an OFX as it is, without a column mapping, and shows what was imported', async () => {
    const fetch = api({ 'POST /api/contas-bancarias/3/extratos/': { status: 201, body: IMPORTADO } });
    const { user, dialog, input } = await abrirImportacao();
    const botao = within(dialog).getByRole('button', { name: IMPORTAR_TEXTS.importar });
    expect(botao).toBeDisabled();
    await user.upload(input, new File(['OFXHEADER:100\r\nDATA:OFXSGML\r\n<OFX>'], 'itau.ofx'));
    expect(await within(dialog).findByText('itau.ofx')).toBeInTheDocument();
    expect(within(dialog).queryByText(IMPORTAR_TEXTS.colunas)).toBeNull();
    await user.click(botao);
    expect(await screen.findByText(IMPORTADO.detail)).toBeInTheDocument();
    const [form] = enviados(fetch);
    expect((form?.get('arquivo') as File | undefined)?.name).toBe('itau.ofx');
    expect(form?.has('mapeamento')).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks the CSV columns, starting from the account mapping, and sends the mapping with the file', async () => {
    const fetch = api({ 'POST /api/contas-bancarias/3/extratos/': { status: 201, body: IMPORTADO } });
    const { user, dialog, input } = await abrirImportacao();
    const csv = 'Data;Histórico;CPF/CNPJ;Crédito (R$);Débito (R$)\n02/10/2026;PIX;;1.234,56;\n';
    await user.upload(input, new File([csv], 'extrato.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText(IMPORTAR_TEXTS.colunas)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /^Data/ })).toHaveTextContent('Data');
    expect(within(dialog).getByRole('combobox', { name: /^Crédito/ })).toHaveTextContent('Crédito (R$)');
    // the saved mapping had no document column: the dialog leaves it for finance to choose
    await user.click(within(dialog).getByRole('combobox', { name: /^CPF\/CNPJ/ }));
    await user.click(await screen.findByRole('option', { name: 'CPF/CNPJ' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORTAR_TEXTS.importar }));
    expect(await screen.findByText(IMPORTADO.detail)).toBeInTheDocument();
    const [form] = enviados(fetch);
    expect(JSON.parse(String(form?.get('mapeamento')))).toEqual({
      ...CONTA.csv_mapeamento,
      documento: 'CPF/CNPJ',
    });
  });

  it('refuses a CSV mapping without an amount column, and shows the server’s message on a bad file', async () => {
    const erro = 'Linha 3 do CSV: data inválida';
    const fetch = api({ 'POST /api/contas-bancarias/3/extratos/': { status: 400, body: { detail: erro } } });
    const { user, dialog, input } = await abrirImportacao();
    await user.upload(input, new File(['Dia;Texto;Quanto\n'], 'outro.csv', { type: 'text/csv' }));
    await within(dialog).findByText(IMPORTAR_TEXTS.colunas);
    await user.click(within(dialog).getByRole('button', { name: IMPORTAR_TEXTS.importar }));
    expect(
      await within(dialog).findByText('Informe a coluna do valor, ou as colunas de crédito e de débito.'),
    ).toBeInTheDocument();
    expect(enviados(fetch)).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /^Data/ }));
    await user.click(await screen.findByRole('option', { name: 'Dia' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Descrição/ }));
    await user.click(await screen.findByRole('option', { name: 'Texto' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Valor/ }));
    await user.click(await screen.findByRole('option', { name: 'Quanto' }));
    await user.click(within(dialog).getByRole('button', { name: IMPORTAR_TEXTS.importar }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(erro);
    expect(enviados(fetch)).toHaveLength(1);
  });
});

describe('the account page', () => {
  const movimento = {
    conta: 3,
    extrato: 9,
    txid: null,
    categoria: null,
    motivo: null,
    versao: 1,
    sugestoes: [],
  };
  it('lists the lines with credit and debit apart, the status chip in pt-BR, and filters by status and period', async () => {
    const fetch = api({
      'GET /api/contas-bancarias/3/': {
        body: {
          ...CONTA,
          ultimo_extrato: {
            id: 9,
            arquivo_nome: 'itau.ofx',
            inicio: '2026-10-01',
            fim: '2026-10-31',
            saldo_final: '12021.44',
            saldo_data: '2026-10-31',
            importado_em: '2026-11-01T10:00:00Z',
          },
        },
      },
      'GET /api/movimentos-bancarios/': {
        body: {
          pages: 1,
          movimentos: [
            {
              ...movimento,
              id: 1,
              data: '2026-10-06',
              tipo: 'credito',
              valor: '1890.00',
              descricao: 'PIX RECEBIDO JOSE',
              documento: '52998224725',
              status: 'pendente',
              motivo_pendencia: 'valor_diferente',
            },
            {
              ...movimento,
              id: 2,
              data: '2026-10-05',
              tipo: 'debito',
              valor: '64.50',
              descricao: 'TAR PACOTE',
              documento: null,
              status: 'ignorado',
              motivo_pendencia: null,
            },
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/contas-bancarias/3');
    const tabela = await screen.findByRole('table', { name: CONTA_TEXTS.lancamentos });
    const credito = (await within(tabela).findByText('PIX RECEBIDO JOSE')).closest('tr') as HTMLElement;
    expect(within(credito).getByText('Pendente')).toBeInTheDocument();
    expect(within(credito).getByText(/1\.890,00/)).toBeInTheDocument();
    const debito = within(tabela).getByText('TAR PACOTE').closest('tr') as HTMLElement;
    expect(within(debito).getByText('Ignorado')).toBeInTheDocument();
    expect(within(debito).getByText(/64,50/)).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/movimentos-bancarios/')[0]?.url.searchParams.get('conta')).toBe('3');

    await user.click(screen.getByRole('combobox', { name: CONTA_TEXTS.status }));
    await user.click(await screen.findByRole('option', { name: 'Pendente' }));
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/movimentos-bancarios/').at(-1)?.url.searchParams.get('status')).toBe(
        'pendente',
      ),
    );
    await user.type(screen.getByLabelText(CONTA_TEXTS.de), '2026-10-01');
    await waitFor(() =>
      expect(fetch.callsTo('GET', '/api/movimentos-bancarios/').at(-1)?.url.searchParams.get('inicio')).toBe(
        '2026-10-01',
      ),
    );
  });
});
