import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('asks the question with Não and Sim by default', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ConfirmDialog
        open
        title="Finalizar orçamento"
        message="Deseja realmente finalizar o orçamento?"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Finalizar orçamento' });
    expect(dialog).toHaveAccessibleDescription('Deseja realmente finalizar o orçamento?');
    await user.click(screen.getByRole('button', { name: 'Sim' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Não' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('takes other labels and can keep the confirmation disabled', () => {
    renderWithProviders(
      <ConfirmDialog
        open
        title="Cancelar venda"
        cancelLabel="Voltar"
        confirmLabel="Confirmar"
        confirmDisabled
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <ConfirmDialog open={false} title="X" onConfirm={() => undefined} onCancel={() => undefined} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
