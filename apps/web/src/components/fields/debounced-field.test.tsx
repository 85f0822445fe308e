import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEBOUNCE_MS, DebouncedField } from './debounced-field.tsx';

describe('DebouncedField', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const campo = () => screen.getByRole('textbox', { name: 'Buscar' });
  const spinner = () => screen.queryByRole('progressbar', { name: 'Buscando...' });

  it('shows its progress from the first key and applies the text 1 s after the last one', () => {
    const onChange = vi.fn();
    render(<DebouncedField label="Buscar" value="" onChange={onChange} />);
    expect(spinner()).not.toBeInTheDocument();
    fireEvent.change(campo(), { target: { value: 'ana' } });
    expect(spinner()).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS - 1));
    expect(onChange).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onChange).toHaveBeenCalledWith('ana');
    expect(spinner()).not.toBeInTheDocument();
  });

  it('applies the text at once with Enter, and only once', () => {
    const onChange = vi.fn();
    render(<DebouncedField label="Buscar" value="" onChange={onChange} />);
    fireEvent.change(campo(), { target: { value: '123.456' } });
    fireEvent.keyDown(campo(), { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith('123.456');
    act(() => vi.advanceTimersByTime(DEBOUNCE_MS));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps showing its progress while the list loads the answer', () => {
    render(<DebouncedField label="Buscar" value="ana" onChange={vi.fn()} loading />);
    expect(spinner()).toBeInTheDocument();
  });

  it('shows a filter cleared from outside', () => {
    const { rerender } = render(<DebouncedField label="Buscar" value="ana" onChange={vi.fn()} />);
    expect(campo()).toHaveValue('ana');
    rerender(<DebouncedField label="Buscar" value="" onChange={vi.fn()} />);
    expect(campo()).toHaveValue('');
  });
});
