import { PARAMETRO_MESSAGES, PARAMETROS, type ParametroView } from '@skyler/domain/referencia';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { mockApiDe } from '../../../test/api.ts';
import type { MockHandler } from '../../../test/fetch-mock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';

const ADMIN = makeUser({ id: 1, username: 'admin', is_superuser: true });
const DESAGIO: ParametroView = {
  chave: 'desagio_proprio',
  label: PARAMETROS.desagio_proprio.label,
  unidade: '%',
  descricao: PARAMETROS.desagio_proprio.descricao,
  valor: '12.50',
  updated_at: '2026-11-20T15:00:00Z',
};

function api(extra: Record<string, MockHandler> = {}, user = ADMIN) {
  return mockApiDe(user, {
    'GET /api/parametros/': { body: [DESAGIO] },
    ...extra,
  });
}

describe('Parâmetros da agência', () => {
  it('shows each setting with its label, unit and value, refuses a value out of its rule, and saves', async () => {
    const fetch = api({ 'PUT /api/parametros/desagio_proprio/': { body: { ...DESAGIO, valor: '15.75' } } });
    const user = userEvent.setup();
    renderApp('/parametros');
    const card = await screen.findByRole('region', { name: DESAGIO.label });
    const campo = within(card).getByRole('textbox', { name: `${DESAGIO.label} (%)` });
    expect(campo).toHaveValue('12,50');
    await user.clear(campo);
    await user.type(campo, '100,5');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(card).findByText(PARAMETRO_MESSAGES.valorInvalido(PARAMETROS.desagio_proprio)),
    ).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/parametros/desagio_proprio/')).toHaveLength(0);
    await user.clear(campo);
    await user.type(campo, '15,75');
    await user.click(within(card).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(PARAMETRO_MESSAGES.salvo)).toBeInTheDocument();
    expect(fetch.callsTo('PUT', '/api/parametros/desagio_proprio/')[0]?.body).toEqual({ valor: '15,75' });
  });

  it('is refused to anyone but administrators', async () => {
    const fetch = api({}, makeUser({ pertencente: ['financeiro'] }));
    renderApp('/parametros');
    expect(await screen.findByRole('heading', { name: FORBIDDEN_TITLE })).toBeInTheDocument();
    expect(fetch.callsTo('GET', '/api/parametros/')).toHaveLength(0);
  });
});
