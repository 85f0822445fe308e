import { type ReactNode, type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { DescartarAlteracoesDialog } from './descartar-alteracoes-dialog.tsx';

type MotivoFechamento = 'backdropClick' | 'escapeKeyDown';

type GuardaDescarte = {
  /** Cancelar: asks when there are changes, closes at once otherwise */
  pedirFechamento: () => void;
  /** MUI `Dialog`'s `onClose` (Esc, a click outside), asked the same way */
  onDialogClose: (event: SyntheticEvent | object, motivo: MotivoFechamento) => void;
  /** the question, and the browser's Back held while it may lose changes: render it inside the dialog */
  dialogo: ReactNode;
};

/**
 * Holds the browser's Back (and Forward) while mounted: instead of leaving, it asks whether to discard the
 * dialog's changes. Only navigations of the history are held; the app's own (after a save, say) go through.
 */
function VoltarGuardado({
  temAlteracoes,
  onDescartar,
}: {
  temAlteracoes: () => boolean;
  onDescartar: () => void;
}) {
  const alteracoes = useRef(temAlteracoes);
  useEffect(() => {
    alteracoes.current = temAlteracoes;
  }, [temAlteracoes]);
  const segurar = useCallback<BlockerFunction>(
    ({ historyAction }) => historyAction === 'POP' && alteracoes.current(),
    [],
  );
  const blocker = useBlocker(segurar);
  return (
    <DescartarAlteracoesDialog
      open={blocker.state === 'blocked'}
      onContinue={() => blocker.reset?.()}
      onDiscard={() => {
        blocker.proceed?.();
        onDescartar();
      }}
    />
  );
}

/**
 * The one guard of a dialog that edits data (decision 0054, 0073): Cancelar, Esc, a click outside and the
 * browser's Back ask "Descartar alterações?" when the form has changes, and close (or leave) at once when it
 * has none. An Esc that an open list or menu took (an Autocomplete's list, a Select's menu) never reaches the
 * dialog. The caller's own close after a save does not go through the guard and is never asked.
 *
 * `temAlteracoes` is read when the user asks to close (react-hook-form's `isDirty` where the form is RHF);
 * `vigiarVoltar` says whether the dialog may have changes now, so that Back is held only then.
 */
export function useGuardaDescarte({
  aberto,
  temAlteracoes,
  vigiarVoltar,
  onClose,
}: {
  aberto: boolean;
  temAlteracoes: () => boolean;
  vigiarVoltar: boolean;
  onClose: () => void;
}): GuardaDescarte {
  const [perguntando, setPerguntando] = useState(false);

  useEffect(() => {
    if (!aberto) setPerguntando(false);
  }, [aberto]);

  const pedirFechamento = () => {
    if (temAlteracoes()) setPerguntando(true);
    else onClose();
  };
  const onDialogClose = (event: SyntheticEvent | object, motivo: MotivoFechamento) => {
    // a list that closed on this Esc and said so (without stopping it) keeps the dialog open
    if (motivo === 'escapeKeyDown' && 'defaultPrevented' in event && event.defaultPrevented) return;
    pedirFechamento();
  };

  const dialogo = (
    <>
      <DescartarAlteracoesDialog
        open={perguntando}
        onContinue={() => setPerguntando(false)}
        onDiscard={() => {
          setPerguntando(false);
          onClose();
        }}
      />
      {aberto && vigiarVoltar ? <VoltarGuardado temAlteracoes={temAlteracoes} onDescartar={onClose} /> : null}
    </>
  );
  return { pedirFechamento, onDialogClose, dialogo };
}
