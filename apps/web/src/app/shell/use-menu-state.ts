import { useCallback, useState } from 'react';

const STORAGE_KEY = 'skyler.menu-recolhido';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Wide screens remember whether the side menu was collapsed; narrow screens start with it closed. */
export function useMenuState() {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [mobileOpen, setMobileOpen] = useState(false);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(STORAGE_KEY, next ? '1' : '0');
      } catch {
        // private mode: the choice just is not remembered
      }
      return next;
    });
  }, []);

  return {
    collapsed,
    toggleCollapsed,
    mobileOpen,
    toggleMobile: useCallback(() => setMobileOpen((open) => !open), []),
    closeMobile: useCallback(() => setMobileOpen(false), []),
  };
}
