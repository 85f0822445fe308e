import { ConfirmDialog } from './confirm-dialog.tsx';

export const DESCARTAR_ALTERACOES = {
  title: 'Descartar alterações?',
  message: 'As alterações que você fez não foram salvas e serão perdidas.',
  confirm: 'Descartar',
  cancel: 'Continuar editando',
} as const;

/**
 * The one question before unsaved changes are lost: Continuar editando keeps them, Descartar drops them.
 * `pergunta` is the spec's own wording where a screen has one (a contact's or company's dialogs, part 2 §3;
 * an issuance's attachment, part 2 §8).
 */
export function DescartarAlteracoesDialog({
  open,
  onContinue,
  onDiscard,
  pergunta,
}: {
  open: boolean;
  onContinue: () => void;
  onDiscard: () => void;
  pergunta?: string | undefined;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={pergunta ?? DESCARTAR_ALTERACOES.title}
      message={DESCARTAR_ALTERACOES.message}
      confirmLabel={DESCARTAR_ALTERACOES.confirm}
      cancelLabel={DESCARTAR_ALTERACOES.cancel}
      confirmColor="error"
      onCancel={onContinue}
      onConfirm={onDiscard}
    />
  );
}
