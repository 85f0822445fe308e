import { vi } from 'vitest';

/**
 * A dashboard's screen at the moment `agora`: only the clock is fake (timers stay real), and the charts, which
 * measure their container, find the ResizeObserver that jsdom lacks.
 */
export function prepararPainel(agora: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(agora));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
