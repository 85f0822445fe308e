import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ContatoWizardDialog } from './contato-wizard-dialog.tsx';

describe('ContatoWizardDialog', () => {
  it('stacks the four step labels at phone width and names its arrow buttons', async () => {
    mockFetch({});
    renderWithProviders(<ContatoWizardDialog onClose={vi.fn()} onCreated={vi.fn()} />);
    const wizard = await screen.findByRole('dialog', { name: 'Novo Contato' });
    const primeiro = within(wizard).getByText('Informações Pessoais');
    const stepper = primeiro.closest('.MuiStepper-root') as HTMLElement;
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const rule = [...stepper.classList].find((name) => name.startsWith('css-'));
    // below 600 px the steps stack; from 600 px they run in a row
    expect(css).toMatch(new RegExp(`\\.${rule}\\{[^}]*flex-direction:column`));
    expect(css).toMatch(new RegExp(`@media \\(min-width:600px\\)\\{\\.${rule}\\{[^}]*flex-direction:row`));
    expect(within(wizard).getByRole('button', { name: 'Avançar' })).toBeInTheDocument();
    expect(within(wizard).getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });
});
