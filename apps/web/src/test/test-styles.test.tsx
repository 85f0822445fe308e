import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestStyles } from './test-styles.tsx';

function regras(): string[] {
  return Array.from(document.styleSheets).flatMap((sheet) =>
    Array.from(sheet.cssRules, (rule) => rule.cssText),
  );
}

describe('TestStyles', () => {
  it('keeps what decides whether an element is shown, so hidden content stays out of the queries', () => {
    render(
      <TestStyles>
        <Box sx={{ display: 'none' }}>
          <Button>Oculto</Button>
        </Box>
        <Collapse in={false}>
          <Button>Recolhido</Button>
        </Collapse>
        <Button>Visível</Button>
      </TestStyles>,
    );
    expect(screen.getByRole('button', { name: 'Visível' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oculto' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recolhido' })).toBeNull();
  });

  it('keeps the properties the tests assert and leaves out the rest, with the rules left empty', () => {
    render(
      <TestStyles>
        <Box
          data-testid="caixa"
          sx={{ whiteSpace: 'nowrap', color: 'rgb(180, 83, 9)', padding: '8px', margin: '4px' }}
        />
      </TestStyles>,
    );
    const estilo = getComputedStyle(screen.getByTestId('caixa'));
    expect(estilo.whiteSpace).toBe('nowrap');
    expect(estilo.color).toBe('rgb(180, 83, 9)');
    expect(estilo.padding).not.toBe('8px');
    expect(estilo.margin).not.toBe('4px');
    expect(regras().some((regra) => /\{\s*\}$/.test(regra))).toBe(false);
  });
});
