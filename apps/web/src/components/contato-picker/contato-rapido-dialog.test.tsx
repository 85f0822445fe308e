import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { esperaPerguntarAntesDeDescartar } from '../../test/descartar.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ContatoRapidoDialog } from './contato-rapido-dialog.tsx';

describe('ContatoRapidoDialog', () => {
  it('asks before dropping a typed name; untouched, Cancelar closes at once', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<ContatoRapidoDialog onClose={onClose} onCreated={vi.fn()} />);
    await esperaPerguntarAntesDeDescartar(user, screen.getByRole('textbox', { name: 'Nome' }), 'Davi');
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<ContatoRapidoDialog onClose={onClose} onCreated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
