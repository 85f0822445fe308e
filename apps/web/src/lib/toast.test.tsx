import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { ToastProvider, useSnackbar } from './toast.tsx';

function Toasts({ onMount }: { onMount: (toasts: ReturnType<typeof useSnackbar>) => void }) {
  const toasts = useSnackbar();
  useEffect(() => onMount(toasts), [onMount, toasts]);
  return null;
}

describe('ToastProvider', () => {
  it('shows a toast asked for before notistack has loaded, and the ones after it', async () => {
    let toasts: ReturnType<typeof useSnackbar> | undefined;
    render(
      <ToastProvider>
        <Toasts
          onMount={(t) => {
            toasts = t;
            t.enqueueSnackbar('Venda criada com sucesso!', { variant: 'success' });
          }}
        />
      </ToastProvider>,
    );
    expect(await screen.findByText('Venda criada com sucesso!')).toBeInTheDocument();
    act(() => {
      toasts?.enqueueSnackbar('Erro ao carregar vendas', { variant: 'error' });
    });
    expect(await screen.findByText('Erro ao carregar vendas')).toBeInTheDocument();
  });

  it('drops a pending toast closed before notistack has loaded', async () => {
    render(
      <ToastProvider>
        <Toasts
          onMount={(t) => {
            const key = t.enqueueSnackbar('Descartado');
            t.closeSnackbar(key);
            t.enqueueSnackbar('Mantido');
          }}
        />
      </ToastProvider>,
    );
    expect(await screen.findByText('Mantido')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Descartado')).not.toBeInTheDocument());
  });

  it('refuses to be used outside the provider', () => {
    const Outside = () => {
      useSnackbar();
      return null;
    };
    expect(() => render(<Outside />)).toThrow('useSnackbar precisa estar dentro do ToastProvider.');
  });
});
