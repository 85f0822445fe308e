import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input.tsx';

describe('TextInput', () => {
  it('labels its input and describes it with the helper text', () => {
    render(
      <TextInput label="Login" helperText="Informe o login." error value="" onChange={() => undefined} />,
    );
    const input = screen.getByLabelText('Login');
    expect(input).toHaveAccessibleDescription('Informe o login.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('passes typing through to onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextInput label="Senha" type="password" onChange={onChange} />);
    await user.type(screen.getByLabelText('Senha'), 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
  });

  it('marks a required field in its label', () => {
    render(<TextInput label="Nome" required />);
    expect(screen.getByRole('textbox', { name: /Nome/ })).toBeRequired();
  });
});
