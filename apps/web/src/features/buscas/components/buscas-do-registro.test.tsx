import { BUSCAS_MESSAGES as M } from '@skyler/domain/busca-credito';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BuscasAnteriores, VerDadosCompletos } from './buscas-do-registro.tsx';

const resumo = (id: number, created_at: string, nome: string, general_flag = 'green') => ({
  id,
  created_at,
  usuario: { id: id, nome, sobrenome: 'Souza' },
  general_flag,
});

describe("a record's stored searches", () => {
  it('"Ver dados completos" opens the stored search of the result shown, and is absent without one', () => {
    const { unmount } = renderWithProviders(<VerDadosCompletos busca={31} />);
    expect(screen.getByRole('link', { name: M.verDadosCompletos })).toHaveAttribute('href', '/buscas/31');
    unmount();
    renderWithProviders(<VerDadosCompletos busca={undefined} />);
    expect(screen.queryByRole('link', { name: M.verDadosCompletos })).toBeNull();
  });

  it("lists the contact's earlier searches, newest first, each opening the viewer", async () => {
    const api = mockFetch({
      'GET /api/buscas/': {
        body: [
          resumo(31, '2026-03-11T15:30:00.000Z', 'Ana'),
          resumo(20, '2026-02-01T12:00:00.000Z', 'Bruno', 'red'),
          resumo(9, '2026-01-05T12:00:00.000Z', 'Clara', 'yellow'),
        ],
      },
    });
    renderWithProviders(<BuscasAnteriores registro={{ contato: 3 }} atual={31} />);
    const secao = await screen.findByRole('region', { name: M.buscasAnteriores });
    const links = await within(secao).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/buscas/20', '/buscas/9']);
    expect(within(secao).getByText(/01\/02\/2026 09:00 · Bruno Souza/)).toBeInTheDocument();
    expect(within(secao).getByText('Com apontamentos')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/buscas/')[0]?.url.searchParams.get('contato')).toBe('3');
  });

  it("asks by company for a company's, and says when there is none before", async () => {
    const api = mockFetch({ 'GET /api/buscas/': { body: [resumo(4, '2026-03-11T15:30:00.000Z', 'Ana')] } });
    renderWithProviders(<BuscasAnteriores registro={{ empresa: 8 }} atual={4} />);
    expect(await screen.findByText(M.nenhumaBuscaAnterior)).toBeInTheDocument();
    const params = api.callsTo('GET', '/api/buscas/')[0]?.url.searchParams;
    expect(params?.get('empresa')).toBe('8');
    expect(params?.has('contato')).toBe(false);
  });
});
