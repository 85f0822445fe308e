import { useCallback, useEffect, useState } from 'react';

/** Whether the element is narrower than its content (it scrolls sideways), kept up to date on resize. */
export function useHorizontalOverflow<E extends HTMLElement>() {
  const [element, setElement] = useState<E | null>(null);
  const [isOverflowing, setOverflowing] = useState(false);
  const ref = useCallback((node: E | null) => setElement(node), []);
  useEffect(() => {
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [element]);
  return { ref, isOverflowing };
}
