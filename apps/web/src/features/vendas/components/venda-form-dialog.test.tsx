import { CONTATO_MESSAGES } from '@skyler/domain/contatos';
import { VENDA_MESSAGES } from '@skyler/domain/vendas-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DESCARTAR_ALTERACOES } from '../../../components/dialogs/descartar-alteracoes-dialog.tsx';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { setScreenWidth } from '../../../test/match-media.ts';
import { cabecalhos } from '../../../test/tabela.ts';
import { makeContatoResumo } from '../../contatos/testing/fixtures.ts';
import { CONSULTORES, makeVendaDetalhada, preencherVenda, renderComUsuario } from '../testing/fixtures.tsx';
import { CAMPO_OBRIGATORIO, VendaFormDialog } from './venda-form-dialog.tsx';

const ADRIANA = makeContatoResumo();
const BETO = makeContatoResumo({ id: 219, nome: 'Beto', sobrenome: 'Campos', tier: null, indicacao: null });

function api() {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    'GET /api/empresas/': { body: { empresas: [], pages: 1 } },
    'GET /api/contatos/': ({ url }) => ({
      body: {
        contatos: url.searchParams.get('search') === 'zzz' ? [] : [ADRIANA, BETO],
        pages: 12,
      },
    }),
    'POST /api/contatos/': { status: 201, body: { id: 501, detail: CONTATO_MESSAGES.criado } },
    'POST /api/vendas/': { status: 201, body: { id: 77 } },
  });
}

const abrirForm = () =>
  renderComUsuario(<VendaFormDialog open onClose={() => {}} />, {
    user: makeUser({ id: 7, consultor: true }),
  });

describe('VendaFormDialog', () => {
  it('picks the client in the contact picker and fills the referral and the channel from it', async () => {
    const fetch = api();
    const user = userEvent.setup();
    abrirForm();
    await user.click(await screen.findByRole('button', { name: 'Escolher' }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    const tabela = within(picker).getByRole('table', { name: 'Clientes' });
    expect(await within(tabela).findByText('Adriana Pinto Almeida')).toBeInTheDocument();
    expect(within(tabela).getByRole('img', { name: 'VIP' })).toBeInTheDocument();
    expect(within(tabela).getAllByRole('img', { name: 'BR' })).toHaveLength(2);
    // 9 links on page 1 of 12: 1 to 7, the ellipsis and 12 (the sale list's 7 links would stop at 5)
    expect(within(picker).getByRole('button', { name: 'Ir para a página 7' })).toBeInTheDocument();

    await user.type(within(picker).getByLabelText('Buscar por nome ou CPF'), 'zzz');
    expect(
      await within(picker).findByText(CONTATO_MESSAGES.nenhumCliente, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/contatos/').at(-1)?.url.searchParams.get('search')).toBe('zzz');
    await user.clear(within(picker).getByLabelText('Buscar por nome ou CPF'));
    await user.click(await within(tabela).findByText('Adriana Pinto Almeida', {}, { timeout: 3000 }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selecionar cliente' })).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Cliente*' })).toHaveValue('Adriana Pinto Almeida');
    expect(screen.getByRole('textbox', { name: 'Indicação' })).toHaveValue('Sofia Farias Alves');
    await user.click(screen.getByRole('combobox', { name: 'Meio de contato*' }));
    await user.click(await screen.findByRole('option', { name: 'E-mail' }));
    expect(screen.getByRole('textbox', { name: 'Contato*' })).toHaveValue('adriana.pinto90@gmail.com');
  });

  it("shows the client's name, profile, CPF, e-mail and phone in the picker on a 1366-px screen", async () => {
    setScreenWidth(1366);
    api();
    const user = userEvent.setup();
    abrirForm();
    await user.click(await screen.findByRole('button', { name: 'Escolher' }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    const tabela = within(picker).getByRole('table', { name: 'Clientes' });
    await within(tabela).findByText('Adriana Pinto Almeida');
    expect(cabecalhos(tabela)).toEqual(['Nome', 'Perfil', 'CPF', 'E-mail', 'Telefone']);
  });

  it('creates a quick contact with name, surname and referral and chooses it', async () => {
    const fetch = api();
    const user = userEvent.setup();
    abrirForm();
    await user.click(await screen.findByRole('button', { name: 'Escolher' }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    await user.click(within(picker).getByRole('button', { name: 'Criar Contato Rápido' }));
    const rapido = await screen.findByRole('dialog', { name: 'Criar Contato Rápido' });
    await user.click(within(rapido).getByRole('button', { name: 'Criar' }));
    expect(await within(rapido).findByText('Nome é obrigatório!')).toBeInTheDocument();
    expect(within(rapido).getByText('Sobrenome é obrigatório!')).toBeInTheDocument();
    expect(within(rapido).getByText(CONTATO_MESSAGES.indicacaoObrigatoria)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contatos/')).toHaveLength(0);

    await user.type(within(rapido).getByRole('textbox', { name: 'Nome' }), 'Davi');
    await user.type(within(rapido).getByRole('textbox', { name: 'Sobrenome' }), 'Rocha');
    await user.type(within(rapido).getByRole('combobox', { name: 'Indicação' }), 'Beto');
    await user.click(await screen.findByRole('option', { name: /Beto Campos/ }, { timeout: 3000 }));
    await user.click(within(rapido).getByRole('button', { name: 'Criar' }));

    expect(await screen.findByText(CONTATO_MESSAGES.criado)).toBeInTheDocument();
    const [post] = fetch.callsTo('POST', '/api/contatos/');
    expect(post?.body).toEqual({ nome: 'Davi', sobrenome: 'Rocha', indicacao: 219 });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cliente*' })).toHaveValue('Davi Rocha'));
    expect(screen.getByRole('textbox', { name: 'Indicação' })).toHaveValue('Beto Campos');
  });

  it('makes the signed-in user the consultant and marks each missing field', async () => {
    const fetch = api();
    const user = userEvent.setup();
    abrirForm();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Consultor*' })).toHaveTextContent('Ana Souza'),
    );
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VENDA_MESSAGES.camposObrigatorios)).toBeInTheDocument();
    const cliente = screen.getByRole('textbox', { name: 'Cliente*' });
    expect(cliente).toHaveAttribute('aria-invalid', 'true');
    expect(cliente).toHaveAccessibleDescription(CAMPO_OBRIGATORIO);
    expect(screen.getByRole('textbox', { name: 'Contato*' })).toHaveAccessibleDescription(CAMPO_OBRIGATORIO);
    expect(screen.getByRole('combobox', { name: 'Consultor*' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(fetch.callsTo('POST', '/api/vendas/')).toHaveLength(0);
  });

  it("prefills a Whatsapp number from the client's phone, formatted, and sends it as the spec joins it", async () => {
    const fetch = api();
    const user = userEvent.setup();
    abrirForm();
    await user.click(await screen.findByRole('button', { name: 'Escolher' }));
    const picker = await screen.findByRole('dialog', { name: 'Selecionar cliente' });
    await user.click(await within(picker).findByText('Adriana Pinto Almeida', {}, { timeout: 3000 }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Selecionar cliente' })).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Meio de contato*' }));
    await user.click(await screen.findByRole('option', { name: 'Whatsapp' }));
    expect(screen.getByRole('textbox', { name: 'Contato*' })).toHaveValue('(62) 98672-2551');
    expect(screen.getByLabelText('País')).toHaveValue('\u{1F1E7}\u{1F1F7} Brasil (+55)');

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/vendas/')).toHaveLength(1));
    expect(fetch.callsTo('POST', '/api/vendas/')[0]?.body).toMatchObject({
      cliente: 218,
      consultor: 7,
      meio_contato_tipo: 'Whatsapp',
      meio_contato_valor: '55 62986722551',
    });
  });

  it("shows the server's field message on its field", async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/users/web_ativos/': { body: CONSULTORES },
      'GET /api/empresas/': { body: { empresas: [{ id: 5, nome: 'Acme' }], pages: 1 } },
      'POST /api/vendas/': {
        status: 400,
        body: { detail: 'Dados inválidos.', errors: { cliente_empresa: ['Empresa não encontrada.'] } },
      },
    });
    const user = userEvent.setup();
    abrirForm();
    await preencherVenda(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Empresa*' })).toHaveAccessibleDescription(
        'Empresa não encontrada.',
      ),
    );
  });

  it('closes an untouched sale at once and asks before dropping a typed note', async () => {
    api();
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderComUsuario(<VendaFormDialog open venda={makeVendaDetalhada()} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: /^Editar venda/ });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.type(within(dialog).getByRole('textbox', { name: 'Anotações' }), ' Ligar amanhã');
    await user.click(document.querySelector('.MuiBackdrop-root') as HTMLElement);
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DESCARTAR_ALTERACOES.title })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Anotações' })).toHaveValue(
      `${makeVendaDetalhada().anotacoes ?? ''} Ligar amanhã`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: DESCARTAR_ALTERACOES.confirm }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
