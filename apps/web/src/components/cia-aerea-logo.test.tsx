import type { CotacaoView } from '@skyler/domain/cotacoes';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCotacao } from '../features/cotacoes/components/tabela-fixtures.tsx';
import { EmissaoDetalhesDialog } from '../features/emissoes/components/emissao-detalhes-dialog.tsx';
import { makeEmissaoDetalhe } from '../features/emissoes/testing/fixtures.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { renderWithProviders } from '../test/render.tsx';
import { DescricaoCotacao } from './celulas-cotacao.tsx';
import { CiaAereaLogo } from './cia-aerea-logo.tsx';

const TAP_LOGO = '/api/ciaaereas/1/logo/?v=31';
const CIAS = [
  { id: 1, nome: 'TAP', nome_resumido: 'TAP', iata: 'TP', icao: 'TAP', logo: TAP_LOGO },
  { id: 2, nome: 'Azul', nome_resumido: 'Azul', iata: 'AD', icao: 'AZU', logo: null },
];

function api() {
  return mockFetch({ 'GET /api/ciaaereas/': { body: CIAS } });
}

/** A flight quote whose two legs fly TAP, then Azul. */
function cotacaoDeVoo(): CotacaoView {
  const perna = (cia: number) => ({ cia_aerea: cia });
  return makeCotacao({
    tipo_servico: 'orcamento_voo',
    cotacao_hotel: null,
    cotacao_voo: {
      subcotacoes: [{ viagem: { trechos: [{ pernas: [perna(1), perna(2)] }, { pernas: [perna(1)] }] } }],
    } as unknown as CotacaoView['cotacao_voo'],
  });
}

describe('airline logos', () => {
  it('shows the logo named after the airline, or its code when it has none', async () => {
    api();
    renderWithProviders(
      <>
        <CiaAereaLogo cia={{ id: 1, nome: 'TAP' }} />
        <CiaAereaLogo cia={{ id: 2, nome: 'Azul' }} />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('img', { name: 'TAP' })).toHaveAttribute('src', TAP_LOGO));
    expect(screen.getByRole('img', { name: 'Azul' })).toHaveTextContent('AD');
  });

  it('shows the airlines of a flight quote once each, in the order they fly', async () => {
    api();
    renderWithProviders(<DescricaoCotacao cotacao={cotacaoDeVoo()} />);
    const cias = screen.getByLabelText('Companhias aéreas');
    expect(await within(cias).findByRole('img', { name: 'TAP' })).toHaveAttribute('src', TAP_LOGO);
    const nomes = (await within(cias).findAllByRole('img')).map(
      (img) => img.getAttribute('alt') ?? img.getAttribute('aria-label'),
    );
    expect(nomes).toEqual(['TAP', 'Azul']);
  });

  it('shows the logo of the airline each leg of an issuance flies', async () => {
    api();
    renderWithProviders(<EmissaoDetalhesDialog emissao={makeEmissaoDetalhe()} onClose={() => undefined} />);
    await waitFor(() => {
      const logos = screen.getAllByRole('img', { name: 'TAP' });
      for (const logo of logos) expect(logo).toHaveAttribute('src', TAP_LOGO);
    });
  });
});
