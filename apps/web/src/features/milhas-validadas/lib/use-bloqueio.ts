import { useCallback, useEffect, useRef, useState } from 'react';

/** A button that stays disabled for `ms` after a click (part 2 §9: approve and check, 1.5 s). */
export function useBloqueio(ms: number): [boolean, () => void] {
  const [bloqueado, setBloqueado] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const bloquear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setBloqueado(true);
    timer.current = setTimeout(() => setBloqueado(false), ms);
  }, [ms]);
  return [bloqueado, bloquear];
}
