import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { FORBIDDEN_TITLE } from '../../../components/error-pages/forbidden-page.tsx';
import { escolherOpcao } from '../../../test/escolher.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeUser, signedIn } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render.tsx';
import { FILTROS_TEXTOS } from '../components/ordens-filtros.tsx';
import { ORDENS_TEXTOS } from '../components/ordens-layout.tsx';

/** A signed-in user not given the orders' route opening `caminho` is told the page is not for them. */
export async function esperaRecusarSemARota(caminho: string) {
  mockFetch({ 'GET /api/whoami/': { body: signedIn(makeUser()) } });
  renderApp(caminho);
  expect(await screen.findByText(FORBIDDEN_TITLE)).toBeInTheDocument();
}

/**
 * On the orders' screen at `caminho`, the tab `atual` is the selected one and a click on the tab `outra` leads
 * to `destino`.
 */
export async function esperaAbaLevarA(
  user: UserEvent,
  caminho: string,
  atual: string,
  outra: string,
  destino: string,
) {
  const { router } = renderApp(caminho);
  const abas = await screen.findByRole('tablist', { name: ORDENS_TEXTOS.abas });
  expect(within(abas).getByRole('tab', { name: atual })).toHaveAttribute('aria-selected', 'true');
  await user.click(within(abas).getByRole('tab', { name: outra }));
  await waitFor(() => expect(router.state.location.pathname).toBe(destino));
}

type FiltroEscolhido = 'campoFormador' | 'tipo' | 'fornecedor' | 'cartao';
type FiltroDigitado = 'idVenda' | 'localizador' | 'valor';

/** Picks an option in each select filter named in `escolhas`, then types each text filter of `textos` and Enter. */
export async function filtrarOrdens(
  user: UserEvent,
  escolhas: Partial<Record<FiltroEscolhido, string>>,
  textos: Partial<Record<FiltroDigitado, string>>,
) {
  for (const [filtro, opcao] of Object.entries(escolhas) as [FiltroEscolhido, string][]) {
    await escolherOpcao(user, screen.getByRole('combobox', { name: FILTROS_TEXTOS[filtro] }), opcao);
  }
  for (const [filtro, texto] of Object.entries(textos) as [FiltroDigitado, string][]) {
    await user.type(screen.getByLabelText(FILTROS_TEXTOS[filtro]), `${texto}{Enter}`);
  }
}
