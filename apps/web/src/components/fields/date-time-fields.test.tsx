import { VALIDACAO_MESSAGES } from '@skyler/domain/validacao';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DateField } from './date-field.tsx';
import { TimeField } from './time-field.tsx';

function DateHarness({ initial = null }: { initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateField label="Data de Nascimento" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
      <button type="button" onClick={() => setValue('1999-12-31')}>
        preencher
      </button>
    </>
  );
}

function TimeHarness() {
  const [value, setValue] = useState<string | null>('21:00');
  return (
    <>
      <TimeField label="Horário" value={value} onChange={setValue} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

describe('DateField', () => {
  it('is typed as DD/MM/AAAA and gives YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateHarness />);
    const field = screen.getByLabelText('Data de Nascimento');
    expect(field).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await user.type(field, '3112');
    expect(field).toHaveValue('31/12');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    await user.type(field, '2024');
    expect(field).toHaveValue('31/12/2024');
    expect(screen.getByTestId('value')).toHaveTextContent('2024-12-31');
  });

  it('flags a date that does not exist and gives null', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateHarness />);
    await user.type(screen.getByLabelText('Data de Nascimento'), '30022024');
    expect(screen.getByText(VALIDACAO_MESSAGES.dataInvalida)).toBeInTheDocument();
    expect(screen.getByLabelText('Data de Nascimento')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });

  it('shows the value it is given and follows changes from outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateHarness initial="2024-01-05" />);
    expect(screen.getByLabelText('Data de Nascimento')).toHaveValue('05/01/2024');
    await user.click(screen.getByRole('button', { name: 'preencher' }));
    expect(screen.getByLabelText('Data de Nascimento')).toHaveValue('31/12/1999');
  });

  it('gives null again when the date is erased', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DateHarness initial="2024-01-05" />);
    await user.type(screen.getByLabelText('Data de Nascimento'), '{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('null');
    expect(screen.getByLabelText('Data de Nascimento')).toHaveValue('05/01/202');
  });
});

describe('TimeField', () => {
  it('is typed as HH:MM in 24 h', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeHarness />);
    const field = screen.getByLabelText('Horário');
    expect(field).toHaveValue('21:00');
    await user.clear(field);
    await user.type(field, '0745');
    expect(field).toHaveValue('07:45');
    expect(screen.getByTestId('value')).toHaveTextContent('07:45');
  });

  it('flags a time outside the day', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TimeHarness />);
    const field = screen.getByLabelText('Horário');
    await user.clear(field);
    await user.type(field, '2460');
    expect(screen.getByText(VALIDACAO_MESSAGES.horaInvalida)).toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent('null');
  });
});
