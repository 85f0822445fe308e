import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Opens one dialog at a time as soon as what it needs has arrived (part 2 §4: the spinner shows while the
 * dialog's data loads, not for a fixed time). `iniciar(alvo)` shows the wait while `carregar(alvo)` runs, then
 * `aberto` holds the target, also when loading failed (the dialog says what it could not read); `fechar()`
 * ends either, and a load that ends after it opens nothing.
 */
export function useAberturaAoCarregar<T>(carregar: (alvo: T) => Promise<unknown>) {
  const [carregando, setCarregando] = useState(false);
  const [aberto, setAberto] = useState<T | null>(null);
  const pedido = useRef(0);

  const iniciar = useCallback(
    async (alvo: T) => {
      const este = ++pedido.current;
      setAberto(null);
      setCarregando(true);
      await carregar(alvo).catch(() => undefined);
      if (pedido.current !== este) return;
      setCarregando(false);
      setAberto(alvo);
    },
    [carregar],
  );

  const fechar = useCallback(() => {
    pedido.current++;
    setCarregando(false);
    setAberto(null);
  }, []);

  // a load still running when the page goes away opens nothing
  useEffect(
    () => () => {
      pedido.current++;
    },
    [],
  );

  return { carregando, aberto, iniciar, fechar };
}
