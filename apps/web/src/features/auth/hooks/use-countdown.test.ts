import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  it('counts down once a second and stops at zero', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(3));
    expect(result.current).toBe(3);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
  });

  it('follows the clock, not the number of ticks, when timers were held back', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useCountdown(60));
    act(() => {
      vi.setSystemTime(Date.now() + 30_000);
      vi.advanceTimersByTime(1000);
    });
    expect(result.current).toBe(29);
  });
});
