import { emptyTelefone, type TelefoneValue } from '@skyler/domain/paises-telefone';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { PhoneField } from './phone-field.tsx';

function Harness({ initial = emptyTelefone() }: { initial?: TelefoneValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField value={value} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

function currentValue(): TelefoneValue {
  return JSON.parse(screen.getByTestId('value').textContent ?? '{}') as TelefoneValue;
}

describe('PhoneField', () => {
  it('starts in Brasil (+55)', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('País')).toHaveValue('\u{1F1E7}\u{1F1F7} Brasil (+55)');
  });

  it('masks Brazilian mobile and landline numbers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const numero = screen.getByLabelText('Telefone');
    await user.type(numero, '1123456789');
    expect(numero).toHaveValue('(11) 2345-6789');
    await user.type(numero, '0');
    expect(numero).toHaveValue('(11) 23456-7890');
    expect(currentValue()).toEqual({ pais: 'BR', codigo: '55', numero: '11234567890' });
  });

  it('takes the calling code of the country chosen and plain digits for other countries', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    const pais = screen.getByLabelText('País');
    await user.clear(pais);
    await user.type(pais, 'Portu');
    await user.click(await screen.findByRole('option', { name: /Portugal \(\+351\)/ }));
    await user.type(screen.getByLabelText('Telefone'), '912345678');
    expect(screen.getByLabelText('Telefone')).toHaveValue('912345678');
    expect(currentValue()).toEqual({ pais: 'PT', codigo: '351', numero: '912345678' });
  });

  it('shows a number it is given', () => {
    renderWithProviders(<Harness initial={{ pais: 'BR', codigo: '55', numero: '21998765432' }} />);
    expect(screen.getByLabelText('Telefone')).toHaveValue('(21) 99876-5432');
  });
});
