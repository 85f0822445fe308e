import type { Mensagem } from '@skyler/domain/mensagens';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { Conversa } from './conversa.tsx';

const mensagem = (id: number, texto: string, origem: Mensagem['origem'], autor: string | null): Mensagem => ({
  id,
  venda: 42,
  texto,
  origem,
  autor,
  created_at: '2026-11-20T13:00:00.000Z',
});

describe('Conversa', () => {
  it('shows the client the history and sends their message to the portal route with Enter', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = mockFetch({
      'GET /api/portal/vendas/42/mensagens/': () => ({
        status: 200,
        body: [
          mensagem(1, 'Posso levar a cachorra?', 'portal', 'Cláudia'),
          mensagem(2, 'Pode sim!', 'equipe', 'Carlos'),
          mensagem(3, 'Obrigada', 'whatsapp', null),
        ],
      }),
      'POST /api/portal/vendas/42/mensagens/': ({ body }) => ({
        status: 201,
        body: mensagem(4, (body as { texto: string }).texto, 'portal', 'Cláudia'),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Conversa venda={42} lado="cliente" />);
    const log = screen.getByRole('log', { name: 'Mensagens' });
    expect(await within(log).findByText('Pode sim!')).toBeInTheDocument();
    expect(within(log).getByText(/Carlos ·/)).toBeInTheDocument();
    // a WhatsApp reply names its channel
    expect(within(log).getByText(/Cliente \(WhatsApp\) · WhatsApp/)).toBeInTheDocument();

    const campo = screen.getByRole('textbox', { name: 'Mensagem para a agência' });
    await user.type(campo, 'Chego às 10h{Enter}');
    await waitFor(() =>
      expect(fetch.callsTo('POST', '/api/portal/vendas/42/mensagens/')[0]?.body).toEqual({
        texto: 'Chego às 10h',
      }),
    );
    expect(await within(log).findByText('Chego às 10h')).toBeInTheDocument();
    expect(campo).toHaveValue('');
    expect(fetch.callsTo('POST', '/api/vendas/42/mensagens/')).toHaveLength(0);
  });

  it('answers from the sale’s screen through the staff route, and shows a refusal', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'GET /api/vendas/42/mensagens/': () => ({ status: 200, body: [] }),
      'POST /api/vendas/42/mensagens/': () => ({ status: 404, body: { detail: 'Venda não encontrada.' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Conversa venda={42} lado="equipe" />);
    expect(await screen.findByText('Nenhuma mensagem ainda.')).toBeInTheDocument();
    const enviar = screen.getByRole('button', { name: 'Enviar' });
    expect(enviar).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Mensagem para o cliente' }), 'Olá');
    await user.click(enviar);
    expect(await screen.findByText('Venda não encontrada.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Mensagem para o cliente' })).toHaveValue('Olá');
  });
});
