import { ConfirmDialog } from './confirm-dialog.tsx';

export const DESCARTAR_ALTERACOES = {
  title: 'Descartar alterações?',
  message: 'As alterações que você fez não foram salvas e serão perdidas.',
  confirm: 'Descartar',
  cancel: 'Continuar editando',
} as const;

/** The one question before unsaved changes are lost: Continuar editando keeps them, Descartar drops them. */
export function DescartarAlteracoesDialog({
  open,
  onContinue,
  onDiscard,
}: {
  open: boolean;
  onContinue: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={DESCARTAR_ALTERACOES.title}
      message={DESCARTAR_ALTERACOES.message}
      confirmLabel={DESCARTAR_ALTERACOES.confirm}
      cancelLabel={DESCARTAR_ALTERACOES.cancel}
      confirmColor="error"
      onCancel={onContinue}
      onConfirm={onDiscard}
    />
  );
}
