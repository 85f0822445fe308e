import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearCookies } from './cookies.ts';
import { setScreenWidth } from './match-media.ts';

const DESKTOP_WIDTH = 1280;

beforeEach(() => setScreenWidth(DESKTOP_WIDTH));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearCookies();
  window.localStorage.clear();
});
