import { CORES } from '@skyler/domain/enum';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusChip } from './status-chip.tsx';

describe('StatusChip', () => {
  it('shows the label with a palette colour', () => {
    render(<StatusChip label="Concluída" color="success" />);
    expect(screen.getByText('Concluída').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
  });

  it('paints the domain colours and raw CSS colours', () => {
    render(
      <>
        <StatusChip label="Proposta" color="azul" />
        <StatusChip label="RAC" color="#6a1b9a" />
      </>,
    );
    expect(screen.getByText('Proposta').closest('.MuiChip-root')).toHaveStyle({
      backgroundColor: CORES.azul,
    });
    expect(screen.getByText('RAC').closest('.MuiChip-root')).toHaveStyle({ backgroundColor: '#6a1b9a' });
  });
});
