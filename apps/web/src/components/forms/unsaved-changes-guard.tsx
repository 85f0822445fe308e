import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { DescartarAlteracoesDialog } from '../dialogs/descartar-alteracoes-dialog.tsx';

/**
 * Warns before leaving a form with unsaved changes: a navigation of the app (another tab of the record, a
 * menu link, Voltar) asks to discard them; closing or reloading the browser tab asks the browser.
 * `allowNextNavigation` lets the form's own navigation through (after deleting the record, say);
 * `confirmDiscard(action)` asks the same question before a change the router does not see (a tab kept in the
 * page's state) and runs `action` at once when nothing is unsaved.
 */
export function useUnsavedChangesGuard(isDirty: boolean): {
  dialog: ReactNode;
  allowNextNavigation: () => void;
  confirmDiscard: (action: () => void) => void;
} {
  const [pendente, setPendente] = useState<(() => void) | null>(null);
  const dirty = useRef(isDirty);
  const liberada = useRef(false);
  useEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (liberada.current) {
      liberada.current = false;
      return false;
    }
    return dirty.current && currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const avisar = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [isDirty]);

  const dialog = (
    <DescartarAlteracoesDialog
      open={blocker.state === 'blocked' || pendente !== null}
      onContinue={() => {
        setPendente(null);
        blocker.reset?.();
      }}
      onDiscard={() => {
        if (pendente) {
          setPendente(null);
          pendente();
        } else {
          blocker.proceed?.();
        }
      }}
    />
  );
  const allowNextNavigation = useCallback(() => {
    liberada.current = true;
  }, []);
  const confirmDiscard = useCallback((action: () => void) => {
    if (dirty.current) setPendente(() => action);
    else action();
  }, []);
  return { dialog, allowNextNavigation, confirmDiscard };
}
