import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NotificacoesSino } from './notificacoes-sino.tsx';

class FakeEventSource {
  static last: FakeEventSource | null = null;
  listeners = new Map<string, (e: MessageEvent) => void>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('NotificacoesSino', () => {
  it('starts from the unread count, follows the live stream and leads to the notifications', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    mockFetch({ 'GET /api/notificacoes/nao_lidas/': { body: { nao_lidas: 3 } } });
    const { unmount } = renderWithProviders(<NotificacoesSino />);
    const link = await screen.findByRole('link', { name: '3 notificações não lidas' });
    expect(link).toHaveAttribute('href', '/notificacoes');
    expect(FakeEventSource.last?.url).toBe('/api/notificacoes/stream/');

    act(() => FakeEventSource.last?.emit('nao_lidas', { nao_lidas: 1 }));
    expect(await screen.findByRole('link', { name: '1 notificação não lida' })).toBeInTheDocument();
    act(() => FakeEventSource.last?.emit('nao_lidas', { nao_lidas: 120 }));
    const muitas = await screen.findByRole('link', { name: '99+ notificações não lidas (120)' });
    expect(muitas).toHaveTextContent('99+');
    unmount();
    expect(FakeEventSource.last?.closed).toBe(true);
  });
});
