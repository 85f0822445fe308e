import type { Relogio } from '../platform/relogio.ts';

/** Timers run by hand: what was scheduled and after how long. */
export function relogioFalso() {
  const pendentes: { fn: () => void; ms: number; id: number }[] = [];
  let proximo = 0;
  const relogio: Relogio = {
    setTimeout: (fn, ms) => {
      proximo += 1;
      pendentes.push({ fn, ms, id: proximo });
      return proximo;
    },
    clearTimeout: (id) => {
      const i = pendentes.findIndex((p) => p.id === id);
      if (i >= 0) pendentes.splice(i, 1);
    },
  };
  const disparar = () => {
    const p = pendentes.shift();
    if (!p) throw new Error('nothing scheduled');
    p.fn();
    return p.ms;
  };
  return { relogio, pendentes, disparar };
}
