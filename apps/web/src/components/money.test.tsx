import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Money } from './money.tsx';

describe('Money', () => {
  it('shows amounts from the API in reais', () => {
    render(<Money value="1234.56" />);
    expect(screen.getByText('R$ 1.234,56')).toBeInTheDocument();
  });

  it('shows zero as a dash and nothing as R$ -', () => {
    render(
      <>
        <Money value="0.00" />
        <Money value={null} />
      </>,
    );
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.getByText('R$ -')).toBeInTheDocument();
  });

  it('keeps the amount on one line', () => {
    render(<Money value={-10} />);
    expect(screen.getByText('-R$ 10,00')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
