import { useEffect, useRef, useState } from 'react';

const TICK_MS = 1000;

/**
 * Seconds left from `seconds` down to 0. Counted from the start time rather than by
 * ticks, so a throttled background tab still expires on time.
 */
export function useCountdown(seconds: number): number {
  const startedAt = useRef<number | null>(null);
  const [remaining, setRemaining] = useState(seconds);

  useEffect(() => {
    startedAt.current ??= Date.now();
    const start = startedAt.current;
    const timer = setInterval(() => {
      const left = Math.max(0, seconds - Math.floor((Date.now() - start) / TICK_MS));
      setRemaining(left);
      if (left === 0) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [seconds]);

  return remaining;
}
