import { useCallback, useEffect, useRef, useState } from 'react';

/** part 2 §4 and §9: the progress goes from 0 to 100 in steps of 10 every 300 ms before a dialog opens. */
export const PROGRESSO_PASSO = 10;
export const PROGRESSO_INTERVALO_MS = 300;
/** How long the progress shows before the dialog opens (about 3 s). */
export const PROGRESSO_DURACAO_MS = (100 / PROGRESSO_PASSO) * PROGRESSO_INTERVALO_MS;

/**
 * Opens one dialog at a time after the progress of part 2 §2: `iniciar(alvo)` shows the progress, and once it
 * reaches 100 `aberto` holds the target; `fechar()` ends either.
 */
export function useAberturaComProgresso<T>() {
  const [progresso, setProgresso] = useState<number | null>(null);
  const [aberto, setAberto] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const parar = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const iniciar = useCallback(
    (alvo: T) => {
      parar();
      setAberto(null);
      setProgresso(0);
      let atual = 0;
      timer.current = setInterval(() => {
        atual += PROGRESSO_PASSO;
        if (atual >= 100) {
          parar();
          setProgresso(null);
          setAberto(alvo);
        } else {
          setProgresso(atual);
        }
      }, PROGRESSO_INTERVALO_MS);
    },
    [parar],
  );

  const fechar = useCallback(() => {
    parar();
    setProgresso(null);
    setAberto(null);
  }, [parar]);

  useEffect(() => parar, [parar]);

  return { progresso, aberto, iniciar, fechar };
}
