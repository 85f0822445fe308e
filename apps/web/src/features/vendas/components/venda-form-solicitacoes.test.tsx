import { ORCAMENTO_MESSAGES } from '@skyler/domain/orcamentos-regras';
import { VENDA_MESSAGES } from '@skyler/domain/vendas-regras';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { SOLICITACOES_TITULO } from '../../orcamentos/index.ts';
import { rotulo } from '../../orcamentos/testing/fixtures.ts';
import { CONSULTORES, makeVendaDetalhada, preencherVenda, renderComUsuario } from '../testing/fixtures.tsx';
import { VendaFormDialog } from './venda-form-dialog.tsx';

function api() {
  setCookie('csrftoken', 'csrf');
  return mockFetch({
    'GET /api/users/web_ativos/': { body: CONSULTORES },
    'GET /api/empresas/': { body: { empresas: [{ id: 5, nome: 'Acme' }], pages: 1 } },
    'POST /api/vendas/': { status: 201, body: { id: 77, detail: VENDA_MESSAGES.criada } },
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function solicitarOutro(user: User, descricao: string) {
  await user.click(screen.getByRole('button', { name: 'Nova Solicitação' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Outro' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nova solicitação' });
  await user.type(within(dialog).getByRole('textbox', { name: rotulo('Descrição') }), descricao);
  await user.click(within(dialog).getByRole('combobox', { name: rotulo('Serviço') }));
  await user.click(await screen.findByRole('option', { name: 'Seguro viagem' }));
  await user.type(within(dialog).getByRole('textbox', { name: rotulo('Local') }), 'Europa');
  await user.type(within(dialog).getByRole('textbox', { name: rotulo('Data') }), '01062026');
  await user.click(within(dialog).getByRole('button', { name: 'Solicitar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nova solicitação' })).toBeNull());
}

describe('VendaFormDialog: Solicitações de orçamentos', () => {
  it('adds, duplicates and removes requests, and sends them with the new sale', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderComUsuario(<VendaFormDialog open onClose={() => {}} />, {
      user: makeUser({ id: 7, consultor: true }),
    });
    await preencherVenda(user);
    const secao = screen.getByRole('region', { name: SOLICITACOES_TITULO });
    expect(within(secao).getByText('Nenhuma solicitação adicionada.')).toBeInTheDocument();

    await solicitarOutro(user, 'Seguro da viagem');
    const lista = within(secao).getByRole('list', { name: SOLICITACOES_TITULO });
    expect(within(lista).getByText('Outros — Seguro da viagem')).toBeInTheDocument();
    expect(within(lista).getByText('Seguro viagem · Europa · 01/06/2026')).toBeInTheDocument();

    await user.click(within(secao).getByRole('button', { name: 'Duplicar solicitação 1' }));
    expect(within(lista).getAllByText('Outros — Seguro da viagem')).toHaveLength(2);
    await user.click(within(secao).getByRole('button', { name: 'Remover solicitação 2' }));
    expect(within(lista).getAllByText('Outros — Seguro da viagem')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(ORCAMENTO_MESSAGES.criados)).toBeInTheDocument();
    expect(screen.getByText(VENDA_MESSAGES.criada)).toBeInTheDocument();
    const [post] = fetch.callsTo('POST', '/api/vendas/');
    expect(post?.body).toMatchObject({
      cliente_empresa: 5,
      orcamentos: [
        {
          tipo_servico: 'orcamento_outro',
          descricao: 'Seguro da viagem',
          orcamento_outro: {
            nome_servico: 'seguro_viagem',
            local: 'Europa',
            data_inicio_inicio: '2026-06-01',
          },
        },
      ],
    });
  }, 30_000);

  it('sends no requests when none were added, and says nothing of them', async () => {
    const fetch = api();
    const user = userEvent.setup();
    renderComUsuario(<VendaFormDialog open onClose={() => {}} />, {
      user: makeUser({ id: 7, consultor: true }),
    });
    await preencherVenda(user);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(VENDA_MESSAGES.criada)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/vendas/')[0]?.body).not.toHaveProperty('orcamentos');
    expect(screen.queryByText(ORCAMENTO_MESSAGES.criados)).toBeNull();
  }, 30_000);

  it('is not part of editing a sale', async () => {
    api();
    renderComUsuario(<VendaFormDialog open venda={makeVendaDetalhada()} onClose={() => {}} />);
    expect(await screen.findByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: SOLICITACOES_TITULO })).toBeNull();
  }, 30_000);
});
