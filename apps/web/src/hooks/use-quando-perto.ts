import { type RefObject, useEffect, useState } from 'react';

/** how far below the screen a section starts loading, so that it is there when the reader scrolls to it */
const MARGEM = '400px';
/** at the latest this long after the page has loaded, the section loads anyway (a link to it, a search) */
const DEPOIS_DO_LOAD_MS = 3_000;

/**
 * Whether a section far down a page should load now: once it comes near the screen, or once the page has
 * loaded and been idle a while. Its code stays out of the page's first load (what a phone fetches before the
 * page shows) and its blocking time, without the reader ever waiting for it.
 */
export function useQuandoPerto(ref: RefObject<Element | null>): boolean {
  const [perto, setPerto] = useState(false);
  useEffect(() => {
    if (perto) return;
    const alvo = ref.current;
    if (!alvo || typeof IntersectionObserver === 'undefined') {
      setPerto(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entradas) => {
        if (entradas.some((e) => e.isIntersecting)) setPerto(true);
      },
      { rootMargin: MARGEM },
    );
    observer.observe(alvo);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const depois = () => {
      timer = setTimeout(() => setPerto(true), DEPOIS_DO_LOAD_MS);
    };
    if (document.readyState === 'complete') depois();
    else window.addEventListener('load', depois, { once: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('load', depois);
      if (timer) clearTimeout(timer);
    };
  }, [ref, perto]);
  return perto;
}
