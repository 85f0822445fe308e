import {
  NOTIFICACAO_MESSAGES,
  NOTIFICACAO_TIPOS,
  type PreferenciaNotificacao,
} from '@skyler/domain/notificacoes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CurrentUserProvider } from '../../../lib/current-user.tsx';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PREFERENCIAS_TEXTS, PreferenciasNotificacaoPage } from './preferencias-notificacao-page.tsx';

const PREFERENCIAS: PreferenciaNotificacao[] = NOTIFICACAO_TIPOS.map((tipo) => ({
  tipo,
  canal: tipo === 'ordem_pagamento' ? 'nenhum' : tipo === 'milhas' ? 'email' : 'app',
  padrao: tipo !== 'ordem_pagamento',
}));

const render = (routes: string[]) =>
  renderWithProviders(
    <CurrentUserProvider user={makeUser({ authorized_restricted_routes: routes })}>
      <PreferenciasNotificacaoPage />
    </CurrentUserProvider>,
    { route: '/preferencias-notificacao' },
  );

describe('PreferenciasNotificacaoPage', () => {
  it("shows each type's channel, marks the role's defaults and saves the changed choice", async () => {
    const api = mockFetch({
      'GET /api/notificacoes/preferencias/': { body: { preferencias: PREFERENCIAS } },
      'PUT /api/notificacoes/preferencias/': {
        body: {
          preferencias: PREFERENCIAS.map((p) =>
            p.tipo === 'cotacao' ? { ...p, canal: 'email', padrao: false } : p,
          ),
        },
      },
    });
    const user = userEvent.setup();
    render(['notificacoes']);
    const table = await screen.findByRole('table', { name: PREFERENCIAS_TEXTS.titulo });
    const cotacao = within(table).getByRole('radiogroup', { name: 'Cotação' });
    expect(within(cotacao).getByRole('radio', { name: 'No sistema' })).toBeChecked();
    const ordem = within(table).getByRole('radiogroup', { name: 'Ordem de pagamento' });
    expect(within(ordem).getByRole('radio', { name: 'Não notificar' })).toBeChecked();
    expect(within(table).getAllByText(PREFERENCIAS_TEXTS.padrao)).toHaveLength(NOTIFICACAO_TIPOS.length - 1);
    const salvar = screen.getByRole('button', { name: 'Salvar' });
    expect(salvar).toBeDisabled();

    await user.click(within(cotacao).getByRole('radio', { name: 'Resumo por e-mail' }));
    await user.click(salvar);
    expect(await screen.findByText(NOTIFICACAO_MESSAGES.preferenciasSalvas)).toBeInTheDocument();
    const [put] = api.callsTo('PUT', '/api/notificacoes/preferencias/');
    const enviadas =
      (put?.body as { preferencias: { tipo: string; canal: string }[] } | undefined)?.preferencias ?? [];
    expect(enviadas).toHaveLength(NOTIFICACAO_TIPOS.length);
    expect(enviadas.find((p) => p.tipo === 'cotacao')).toEqual({ tipo: 'cotacao', canal: 'email' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled());
  });

  it('offers no bell to a user without the Notificações screen', async () => {
    mockFetch({
      'GET /api/notificacoes/preferencias/': {
        body: {
          preferencias: PREFERENCIAS.map((p) => ({ ...p, canal: p.canal === 'app' ? 'email' : p.canal })),
        },
      },
    });
    render([]);
    expect(await screen.findByText(PREFERENCIAS_TEXTS.semSino)).toBeInTheDocument();
    const venda = screen.getByRole('radiogroup', { name: 'Venda' });
    expect(within(venda).getByRole('radio', { name: 'No sistema' })).toBeDisabled();
    expect(within(venda).getByRole('radio', { name: 'Resumo por e-mail' })).toBeChecked();
  });
});
