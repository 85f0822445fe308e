import { DOCUMENTO_CAMPO_MESSAGES } from '@skyler/domain/contatos';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { esperaPerguntarAntesDeDescartar } from '../../../test/descartar.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { DocumentosAba } from './documentos-aba.tsx';

describe('DocumentosAba', () => {
  it('checks a new RG before sending it, and asks before dropping what was typed', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = mockFetch({
      'GET /api/contatos/218/passaportes/': { body: [] },
      'GET /api/contatos/218/rgs/': { body: [] },
      'GET /api/contatos/218/cnhs/': { body: [] },
      'POST /api/contatos/218/rgs/': { status: 201, body: { id: 9 } },
    });
    const user = userEvent.setup();
    renderWithProviders(<DocumentosAba contatoId={218} />);
    await user.click(await screen.findByRole('button', { name: 'Adicionar RG' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar RG' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/contatos/218/rgs/')).toHaveLength(0);

    await esperaPerguntarAntesDeDescartar(
      user,
      within(dialog).getByRole('textbox', { name: 'Número' }),
      '1234567',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Adicionar RG' })).toBeNull());
    const body = fetch.callsTo('POST', '/api/contatos/218/rgs/')[0]?.body as FormData;
    expect(body.get('numero')).toBe('1234567');
  });

  it("names each document's file type in Portuguese", async () => {
    const documento = {
      tipo: 'passaporte',
      numero: 'FZ123456',
      data_emissao: '2020-01-10',
      data_validade: '2030-01-09',
      pais: 'Brasil',
      nome_passaporte: null,
      orgao_emissor: null,
      categoria: null,
      created_by: null,
      created_at: '2026-11-01T12:00:00Z',
    };
    mockFetch({
      'GET /api/contatos/218/passaportes/': {
        body: [
          {
            ...documento,
            id: 1,
            arquivo: { nome: 'passaporte.pdf', mime: 'application/pdf', tamanho: 10, url: '/api/a/1/' },
          },
          {
            ...documento,
            id: 2,
            numero: 'FZ654321',
            arquivo: { nome: 'foto.jpg', mime: 'image/jpeg', tamanho: 10, url: '/api/a/2/' },
          },
        ],
      },
      'GET /api/contatos/218/rgs/': { body: [] },
      'GET /api/contatos/218/cnhs/': { body: [] },
    });
    renderWithProviders(<DocumentosAba contatoId={218} />);
    const primeira = (await screen.findByRole('cell', { name: 'FZ123456' })).closest('tr');
    const segunda = screen.getByRole('cell', { name: 'FZ654321' }).closest('tr');
    expect(primeira).toHaveTextContent('Visualizar · PDF');
    expect(segunda).toHaveTextContent('Visualizar · Imagem JPEG');
    expect(screen.queryByText(/application\/pdf|image\/jpeg/)).toBeNull();
  });
});
