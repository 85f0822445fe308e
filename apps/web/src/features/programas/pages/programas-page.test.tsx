import { PROGRAMA_MESSAGES } from '@skyler/domain/referencia';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import type { ContaPropria, Programa } from '../api/programas.ts';
import { PROGRAMA_FORM_TEXTS } from '../components/programa-form-dialog.tsx';
import { PROGRAMAS_TEXTS } from './programas-page.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const PROGRAMAS: Programa[] = [
  {
    id: 1,
    nome: 'LATAM Pass',
    tipo: 'cia_aerea',
    ativo: true,
    cia_aerea: { id: 10, nome: 'LATAM Airlines', nome_resumido: 'LATAM', iata: 'LA' },
  },
  { id: 2, nome: 'Livelo', tipo: 'banco', ativo: false, cia_aerea: null },
];
const CONTAS: ContaPropria[] = [
  {
    id: 5,
    programa: { id: 1, nome: 'LATAM Pass' },
    titular: 'Skyler Viagens',
    numero_id_conta: '52187746390',
    ativo: true,
    created_at: '2026-01-01T12:00:00Z',
  },
];
const CIAS = [
  { id: 10, nome: 'LATAM Airlines', nome_resumido: 'LATAM', iata: 'LA', logo: '/api/ciaaereas/10/logo/?v=a' },
];

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/programas/': { body: PROGRAMAS },
    'GET /api/contas-proprias/': { body: CONTAS },
    'GET /api/ciaaereas/': { body: CIAS },
    ...extra,
  });
}

async function linha(tabela: string, texto: string) {
  const table = await screen.findByRole('table', { name: tabela });
  const tr = (await within(table).findByText(texto)).closest('tr');
  if (!tr) throw new Error('sem linha');
  return tr;
}

describe('Programas de fidelidade', () => {
  it('lists programmes with type, airline logo and status, and the agency’s own accounts', async () => {
    api();
    renderApp('/programas');
    const latam = await linha(PROGRAMAS_TEXTS.titulo, 'LATAM Pass');
    expect(within(latam).getByText('Companhia aérea')).toBeInTheDocument();
    // the logo comes from the cached airline list once it is read
    await waitFor(() =>
      expect(within(latam).getByRole('img', { name: 'LATAM Airlines' })).toHaveAttribute(
        'src',
        '/api/ciaaereas/10/logo/?v=a',
      ),
    );
    expect(within(await linha(PROGRAMAS_TEXTS.titulo, 'Livelo')).getByText('Inativo')).toBeInTheDocument();
    const conta = await linha(PROGRAMAS_TEXTS.contas, '52187746390');
    expect(within(conta).getByText('Skyler Viagens')).toBeInTheDocument();
  });

  it('creates a programme, showing the server’s field message on a repeated name', async () => {
    let tentativas = 0;
    const fetch = api({
      'POST /api/programas/': () => {
        tentativas += 1;
        return tentativas === 1
          ? {
              status: 400,
              body: {
                detail: PROGRAMA_MESSAGES.nomeRepetido,
                errors: { nome: [PROGRAMA_MESSAGES.nomeRepetido] },
              },
            }
          : { status: 201, body: { id: 3, nome: 'Esfera', tipo: 'banco', ativo: true, cia_aerea: null } };
      },
    });
    const user = userEvent.setup();
    renderApp('/programas');
    await linha(PROGRAMAS_TEXTS.titulo, 'LATAM Pass');
    await user.click(screen.getByRole('button', { name: PROGRAMAS_TEXTS.novo }));
    const dialog = await screen.findByRole('dialog', { name: PROGRAMA_FORM_TEXTS.novo });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(PROGRAMA_MESSAGES.nomeObrigatorio)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/programas/')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Esfera');
    await user.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Banco' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(PROGRAMA_MESSAGES.nomeRepetido)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PROGRAMA_MESSAGES.criado)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/programas/')[1]?.body).toEqual({
      nome: 'Esfera',
      tipo: 'banco',
      cia_aerea: null,
      ativo: true,
    });
  });

  it('shows the 409 of a programme in use and keeps it listed', async () => {
    const emUso = PROGRAMA_MESSAGES.emUso('2 contas de fidelidade');
    api({ 'DELETE /api/programas/1/': { status: 409, body: { detail: emUso } } });
    const user = userEvent.setup();
    renderApp('/programas');
    const latam = await linha(PROGRAMAS_TEXTS.titulo, 'LATAM Pass');
    await user.click(within(latam).getByRole('button', { name: PROGRAMAS_TEXTS.excluir('LATAM Pass') }));
    const dialog = await screen.findByRole('dialog', {
      name: PROGRAMAS_TEXTS.confirmarExclusao('LATAM Pass'),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText(emUso)).toBeInTheDocument();
    expect(await linha(PROGRAMAS_TEXTS.titulo, 'LATAM Pass')).toBeInTheDocument();
  });

  it('is refused to anyone but administrators', async () => {
    const fetch = api({}, makeUser());
    renderApp('/programas');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/programas/')).toHaveLength(0);
  });
});
