import { RAC_FORM_RESET_MS } from '@skyler/domain/racs';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The add forms of a RAC are emptied 2 s after an addition (part 2 §5): `agendar()` starts the wait,
 * `aguardando` is true meanwhile (the form keeps what was sent and cannot send it twice).
 */
export function useResetAdiado(reset: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const ultimoReset = useRef(reset);
  ultimoReset.current = reset;
  const [aguardando, setAguardando] = useState(false);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const agendar = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    setAguardando(true);
    timer.current = setTimeout(() => {
      timer.current = null;
      setAguardando(false);
      ultimoReset.current();
    }, RAC_FORM_RESET_MS);
  }, []);
  return { agendar, aguardando };
}
