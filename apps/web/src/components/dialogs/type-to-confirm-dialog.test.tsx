import { screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { matchesExpectedText, TypeToConfirmDialog } from './type-to-confirm-dialog.tsx';

function DeleteContato({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        excluir
      </button>
      <TypeToConfirmDialog
        open={open}
        title="Excluir contato"
        message="Digite o nome completo do contato para excluí-lo."
        expectedText="Ana Souza"
        inputLabel="Nome completo"
        onCancel={() => setOpen(false)}
        onConfirm={onConfirm}
      />
    </>
  );
}

describe('TypeToConfirmDialog', () => {
  it('enables Confirmar only when the exact text is typed', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<DeleteContato onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirmar' });
    expect(confirm).toBeDisabled();

    await user.type(screen.getByLabelText('Nome completo'), 'ana souza');
    expect(confirm).toBeDisabled();

    await user.clear(screen.getByLabelText('Nome completo'));
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('starts empty each time it opens', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DeleteContato onConfirm={() => undefined} />);
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    await user.click(screen.getByRole('button', { name: 'excluir' }));
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });

  it('also waits for the extra fields when they are not valid', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <TypeToConfirmDialog
        open
        title="Cancelar serviço"
        expectedText="12"
        extraValid={false}
        onCancel={() => undefined}
        onConfirm={() => undefined}
      />,
    );
    await user.type(screen.getByLabelText('Digite "12" para confirmar'), '12');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});

describe('matchesExpectedText', () => {
  it('compares exactly, ignoring surrounding spaces, and never matches an empty expectation', () => {
    expect(matchesExpectedText(' Ana Souza ', 'Ana Souza')).toBe(true);
    expect(matchesExpectedText('Ana  Souza', 'Ana Souza')).toBe(false);
    expect(matchesExpectedText('', '')).toBe(false);
  });
});
