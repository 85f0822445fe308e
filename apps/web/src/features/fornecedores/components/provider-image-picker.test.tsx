import { FORNECEDORES_MESSAGES as M } from '@skyler/domain/fornecedores';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { makeImagens, renderComUsuario } from '../testing/fixtures.tsx';
import { ProviderImagePicker } from './provider-image-picker.tsx';

function Harness({ provedorId = 21, inicial = [] }: { provedorId?: number | null; inicial?: number[] }) {
  const [ids, setIds] = useState<number[]>(inicial);
  return (
    <>
      <ProviderImagePicker provedorId={provedorId} value={ids} onChange={setIds} />
      <output data-testid="ids">{ids.join(',')}</output>
    </>
  );
}

describe('ProviderImagePicker', () => {
  it('offers the provider images and picks up to 4, refusing a fifth', async () => {
    const api = mockFetch({ 'GET /api/provedores/21/imagens/': { body: makeImagens(6) } });
    const user = userEvent.setup();
    renderComUsuario(<Harness />);
    await screen.findByRole('checkbox', { name: 'Foto 1' });
    expect(screen.getByText(`${M.selecioneImagens} (0/4)`)).toBeInTheDocument();
    for (const titulo of ['Foto 1', 'Foto 2', 'Foto 3', 'Foto 4']) {
      await user.click(screen.getByRole('checkbox', { name: titulo }));
    }
    expect(screen.getByTestId('ids')).toHaveTextContent('1,2,3,4');
    expect(screen.getByText(`${M.selecioneImagens} (4/4)`)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Foto 5' }));
    expect(await screen.findByText(M.limiteImagens)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Foto 5' })).not.toBeChecked();
    expect(screen.getByTestId('ids')).toHaveTextContent('1,2,3,4');

    await user.click(screen.getByRole('checkbox', { name: 'Foto 2' }));
    await user.click(screen.getByRole('checkbox', { name: 'Foto 5' }));
    expect(screen.getByTestId('ids')).toHaveTextContent('1,3,4,5');
    expect(screen.getByRole('checkbox', { name: 'Foto 5' })).toBeChecked();
    expect(api.callsTo('GET', '/api/provedores/21/imagens/')).toHaveLength(1);
  });

  it('keeps a selection it receives', async () => {
    mockFetch({ 'GET /api/provedores/21/imagens/': { body: makeImagens(3) } });
    renderComUsuario(<Harness inicial={[2]} />);
    expect(await screen.findByRole('checkbox', { name: 'Foto 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Foto 1' })).not.toBeChecked();
  });

  it('says when the provider has no image, or when no provider is chosen', async () => {
    mockFetch({ 'GET /api/provedores/21/imagens/': { body: [] } });
    const { unmount } = renderComUsuario(<Harness />);
    expect(await screen.findByText(M.nenhumaImagem)).toBeInTheDocument();
    unmount();
    renderComUsuario(<Harness provedorId={null} />);
    expect(screen.getByText(M.nenhumaImagem)).toBeInTheDocument();
  });
});
