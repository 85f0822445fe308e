import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearCookies } from './cookies.ts';
import { speedUpJsdomLabels } from './jsdom-labels.ts';
import { setScreenWidth } from './match-media.ts';

const DESKTOP_WIDTH = 1280;

// Pages load as lazy chunks: the first render of a page in a test file waits for its transform, which takes
// longer than the default second when the machine is busy with the other test projects (several seconds on a
// loaded 2-core machine).
configure({ asyncUtilTimeout: 15_000 });

// getByLabelText and accessible names walk the whole document once per label in jsdom: see jsdom-labels.ts
speedUpJsdomLabels();

beforeEach(() => setScreenWidth(DESKTOP_WIDTH));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
  window.localStorage.clear();
});
