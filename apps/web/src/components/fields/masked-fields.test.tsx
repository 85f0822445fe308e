import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { CepField } from './cep-field.tsx';
import { CnpjField } from './cnpj-field.tsx';
import { CpfField } from './cpf-field.tsx';

type DigitsField = typeof CpfField;

function Harness({ Field, initial = '' }: { Field: DigitsField; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('document fields', () => {
  it('masks a CPF as it is typed and keeps only its digits as the value', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness Field={CpfField} />);
    await user.type(screen.getByLabelText('CPF'), '123456789099');
    expect(screen.getByLabelText('CPF')).toHaveValue('123.456.789-09');
    expect(screen.getByTestId('value')).toHaveTextContent('12345678909');
  });

  it('masks a CNPJ, numeric or alphanumeric, and a CEP', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Harness Field={CnpjField} />
        <Harness Field={CepField} />
      </>,
    );
    await user.type(screen.getByLabelText('CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('11.222.333/0001-81');
    await user.clear(screen.getByLabelText('CNPJ'));
    await user.type(screen.getByLabelText('CNPJ'), '12abc34501dex35');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    expect(screen.getByLabelText('CNPJ')).toHaveAttribute('inputmode', 'text');
    await user.type(screen.getByLabelText('CEP'), '01310a100');
    expect(screen.getByLabelText('CEP')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('CEP')).toHaveValue('01310-100');
  });

  it('shows a value that arrives from outside with its mask', () => {
    renderWithProviders(<Harness Field={CpfField} initial="98765432100" />);
    expect(screen.getByLabelText('CPF')).toHaveValue('987.654.321-00');
  });
});
