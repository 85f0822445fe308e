import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { DISABLED_HINT_COLOR, theme } from './theme.ts';
import { TOAST_COLOURS } from './toast-content.ts';

type Overrides = Record<string, Record<string, { outline?: string; color?: string }>>;
const components = theme.components as Record<string, { styleOverrides?: { root?: Overrides } }>;
const rootOf = (component: string): Overrides => components[component]?.styleOverrides?.root ?? {};

describe('theme', () => {
  it('keeps white text (the avatar initials) at 4.5:1 or more on the secondary colour', () => {
    expect(getContrastRatio('#fff', theme.palette.secondary.main)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio('#fff', theme.palette.primary.main)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws a visible keyboard focus ring on buttons, icon buttons, menu items, tabs, links and table rows', () => {
    expect(rootOf('MuiButtonBase')['&.Mui-focusVisible']?.outline).toMatch(/^2px solid/);
    expect(rootOf('MuiMenuItem')['&.Mui-focusVisible']?.outline).toMatch(/^2px solid/);
    expect(rootOf('MuiTab')['&.Mui-focusVisible']?.outline).toMatch(/^2px solid/);
    expect(rootOf('MuiTableRow')['&:focus-visible']?.outline).toMatch(/^2px solid/);
    expect(rootOf('MuiLink')['&:focus-visible']?.outline).toMatch(/^2px solid/);
  });

  it('keeps white toast text at 4.5:1 or more on every toast colour', () => {
    for (const colour of Object.values(TOAST_COLOURS)) {
      expect(getContrastRatio('#fff', colour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("keeps a disabled field's hint at 4.5:1 or more on white and on the page grey", () => {
    expect(rootOf('MuiFormHelperText')['&.Mui-disabled']?.color).toBe(DISABLED_HINT_COLOR);
    expect(getContrastRatio(DISABLED_HINT_COLOR, '#fff')).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(DISABLED_HINT_COLOR, theme.palette.background.default)).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});
