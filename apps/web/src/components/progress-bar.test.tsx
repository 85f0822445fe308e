import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a labelled progress bar, laid over the top of the window when fixed', () => {
    render(
      <>
        <ProgressBar label="Carregando..." />
        <ProgressBar label="Carregando página" color="secondary" fixed />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Carregando...' })).not.toHaveClass('progress-bar--fixed');
    expect(screen.getByRole('progressbar', { name: 'Carregando página' })).toHaveClass('progress-bar--fixed');
  });
});
