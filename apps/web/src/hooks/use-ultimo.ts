import { useRef } from 'react';

/** The last non-null value: a closing dialog keeps showing what it showed while it fades out. */
export function useUltimo<T>(valor: T | null): T | null {
  const ultimo = useRef<T | null>(valor);
  if (valor !== null) ultimo.current = valor;
  return valor ?? ultimo.current;
}
