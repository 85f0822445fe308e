import { BUSCA_CREDITO_MESSAGES as M } from '@skyler/domain/busca-credito';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeContato } from '../../features/contatos/testing/fixtures.ts';
import { makeEmpresa } from '../../features/empresas/testing/fixtures.ts';
import { mockApiDe } from '../../test/api.ts';
import type { MockHandler } from '../../test/fetch-mock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render.tsx';

const EMPRESA = makeEmpresa();

function api(extra: Record<string, MockHandler>) {
  return mockApiDe(makeUser(), {
    'GET /api/busca-credito/': { body: { configurado: true, detail: '' } },
    'GET /api/buscas/': { body: [] },
    ...extra,
  });
}

describe('a credit search that fails', () => {
  it('says "Erro ao fazer a busca" and the reason on a contact', { timeout: 30_000 }, async () => {
    const contato = makeContato();
    api({
      [`GET /api/contatos/${contato.id}/`]: { body: contato },
      [`POST /api/contatos/${contato.id}/busca/`]: { status: 502, body: { detail: M.indisponivel } },
    });
    const user = userEvent.setup();
    renderApp(`/contatos/${contato.id}/busca`);
    await user.click(await screen.findByRole('button', { name: M.buscar }, { timeout: 20_000 }));
    expect(await screen.findByText(`${M.erroBusca}: ${M.indisponivel}`)).toBeInTheDocument();
  });

  it('says the same on a company', { timeout: 30_000 }, async () => {
    api({
      'GET /api/empresas/12/': { body: EMPRESA },
      'POST /api/empresas/12/busca/': { status: 503, body: { detail: M.ocupado } },
    });
    const user = userEvent.setup();
    renderApp('/empresas/12/busca');
    await user.click(await screen.findByRole('button', { name: M.buscar }, { timeout: 20_000 }));
    expect(await screen.findByText(`${M.erroBusca}: ${M.ocupado}`)).toBeInTheDocument();
  });
});
