import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQuandoPerto } from './use-quando-perto.ts';

/** A stand-in IntersectionObserver the test tells when its target nears the screen. */
let avisar: ((perto: boolean) => void) | null = null;
class ObservadorFalso {
  constructor(callback: (entradas: { isIntersecting: boolean }[]) => void) {
    avisar = (perto) => callback([{ isIntersecting: perto }]);
  }
  observe() {}
  disconnect() {}
}

function Secao() {
  const ref = useRef<HTMLDivElement>(null);
  return <div ref={ref}>{useQuandoPerto(ref) ? 'carregada' : 'esperando'}</div>;
}

describe('useQuandoPerto', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', ObservadorFalso);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    avisar = null;
  });

  it('waits while the section is far from the screen, and loads once it comes near', () => {
    render(<Secao />);
    expect(screen.getByText('esperando')).toBeInTheDocument();
    act(() => avisar?.(false));
    expect(screen.getByText('esperando')).toBeInTheDocument();
    act(() => avisar?.(true));
    expect(screen.getByText('carregada')).toBeInTheDocument();
  });

  it('loads anyway a while after the page has loaded, without a scroll', () => {
    render(<Secao />);
    act(() => vi.advanceTimersByTime(2_900));
    expect(screen.getByText('esperando')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByText('carregada')).toBeInTheDocument();
  });
});
