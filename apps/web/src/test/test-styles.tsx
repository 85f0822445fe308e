import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The CSS properties a screen test can observe: whether an element is shown and reachable (display,
 * visibility, pointer events, overflow and position, which the accessibility queries, user-event and the
 * poppers read) and the few the tests assert (wrapping, ellipsis, text colour, grid columns and flex direction).
 */
const PROPRIEDADES_OBSERVADAS = new Set([
  'display',
  'visibility',
  'pointer-events',
  'overflow',
  'overflow-x',
  'overflow-y',
  'position',
  'white-space',
  'text-overflow',
  'color',
  'grid-template-columns',
  'flex-direction',
]);

/**
 * Leaves out of the style sheets every declaration no test observes, and so every rule left empty. jsdom
 * computes an element's style by walking every rule of the document, once per element and after every DOM
 * change; MUI's thousands of rules made that most of a screen test's time.
 */
const soPropriedadesObservadas: StylisPlugin = (element) => {
  if (element.type === 'decl' && !PROPRIEDADES_OBSERVADAS.has(element.props as unknown as string)) {
    element.value = '';
    element.return = '';
  }
};

const cache = createCache({ key: 'css', stylisPlugins: [soPropriedadesObservadas] });

// Emotion's development build still inserts a rule left empty, as `selector{}`; so does the global styles'
// sheet, made from the same class.
const Sheet = cache.sheet.constructor as { prototype: { insert(rule: string): void } };
const inserir = Sheet.prototype.insert;
Sheet.prototype.insert = function inserirSeTiverDeclaracao(rule: string) {
  if (!rule.endsWith('{}')) inserir.call(this, rule);
};

/** The emotion cache of the screen tests (see `soPropriedadesObservadas`). */
export function TestStyles({ children }: { children: ReactNode }) {
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
