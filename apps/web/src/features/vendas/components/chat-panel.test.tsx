import type { ChatMessage } from '@skyler/domain/vendas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setCookie } from '../../../test/cookies.ts';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ChatPanel } from './chat-panel.tsx';

const enviada = (message: string): ChatMessage => ({
  id: 1,
  venda: 42,
  message,
  created_at: '2026-03-10T12:00:00.000Z',
  created_by: { id: 7, nome: 'Ana', sobrenome: 'Souza' },
});

describe('ChatPanel', () => {
  it('starts a new line with Shift+Enter and sends with Enter, line breaks kept', async () => {
    setCookie('csrftoken', 'csrf');
    const fetch = mockFetch({
      'POST /api/vendas/42/chat_messages/': ({ body }) => ({
        status: 201,
        body: enviada((body as { message: string }).message),
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel venda={42} />);
    const campo = screen.getByRole('textbox', { name: 'Mensagem' });
    await user.type(campo, 'Primeira linha{Shift>}{Enter}{/Shift}Segunda linha');
    expect(campo).toHaveValue('Primeira linha\nSegunda linha');
    expect(fetch.callsTo('POST', '/api/vendas/42/chat_messages/')).toHaveLength(0);
    await user.type(campo, '{Enter}');
    await waitFor(() =>
      expect(fetch.callsTo('POST', '/api/vendas/42/chat_messages/')[0]?.body).toEqual({
        message: 'Primeira linha\nSegunda linha',
      }),
    );
    await waitFor(() => expect(campo).toHaveValue(''));
  });

  it('keeps the field and the button disabled on a read-only chat', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ChatPanel venda={42} somenteLeitura />);
    const campo = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(campo).toBeDisabled();
    await user.type(campo, 'oi{Enter}');
    expect(campo).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  });

  it('keeps a typed message per sale when the panel goes away, until it is sent', async () => {
    setCookie('csrftoken', 'csrf');
    mockFetch({
      'POST /api/vendas/42/chat_messages/': ({ body }) => ({
        status: 201,
        body: enviada((body as { message: string }).message),
      }),
    });
    const user = userEvent.setup();
    const primeira = renderWithProviders(<ChatPanel venda={42} />);
    await user.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Cliente pediu janela');
    primeira.unmount();

    const outra = renderWithProviders(<ChatPanel venda={43} />);
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
    outra.unmount();

    const volta = renderWithProviders(<ChatPanel venda={42} />);
    const campo = screen.getByRole('textbox', { name: 'Mensagem' });
    expect(campo).toHaveValue('Cliente pediu janela');
    await user.type(campo, '{Enter}');
    await waitFor(() => expect(campo).toHaveValue(''));
    volta.unmount();
    renderWithProviders(<ChatPanel venda={42} />);
    expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
  });
});
