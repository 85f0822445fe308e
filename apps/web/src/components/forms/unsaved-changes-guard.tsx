import { type ReactNode, useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { ConfirmDialog } from '../dialogs/confirm-dialog.tsx';

export const DESCARTAR_ALTERACOES = {
  title: 'Descartar alterações?',
  message: 'As alterações que você fez não foram salvas e serão perdidas.',
  confirm: 'Descartar',
  cancel: 'Continuar editando',
} as const;

/**
 * Warns before leaving a form with unsaved changes: a navigation of the app (another tab of the record, a
 * menu link, Voltar) asks to discard them; closing or reloading the browser tab asks the browser.
 * `allowNextNavigation` lets the form's own navigation through (after deleting the record, say).
 */
export function useUnsavedChangesGuard(isDirty: boolean): {
  dialog: ReactNode;
  allowNextNavigation: () => void;
} {
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
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={DESCARTAR_ALTERACOES.title}
      message={DESCARTAR_ALTERACOES.message}
      confirmLabel={DESCARTAR_ALTERACOES.confirm}
      cancelLabel={DESCARTAR_ALTERACOES.cancel}
      confirmColor="error"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    />
  );
  const allowNextNavigation = useCallback(() => {
    liberada.current = true;
  }, []);
  return { dialog, allowNextNavigation };
}
