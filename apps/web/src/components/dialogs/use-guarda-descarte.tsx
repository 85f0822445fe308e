import { lazy, type ReactNode, Suspense, type SyntheticEvent, useEffect, useState } from 'react';
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

// the router's blocker, fetched when a dialog opens and mounted while it has changes: imported statically,
// it split the router out of the entry chunk and put /vendas over its first-load budget
const carregarVoltarGuardado = () => import('./voltar-guardado.tsx');
const VoltarGuardado = lazy(() => carregarVoltarGuardado().then((m) => ({ default: m.VoltarGuardado })));

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
  pergunta,
}: {
  aberto: boolean;
  temAlteracoes: () => boolean;
  vigiarVoltar: boolean;
  onClose: () => void;
  /** the spec's own wording of the question, where the screen has one */
  pergunta?: string | undefined;
}): GuardaDescarte {
  const [perguntando, setPerguntando] = useState(false);

  useEffect(() => {
    if (!aberto) setPerguntando(false);
    // fetched on opening, so that it is there by the first change
    else void carregarVoltarGuardado();
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
        pergunta={pergunta}
        onContinue={() => setPerguntando(false)}
        onDiscard={() => {
          setPerguntando(false);
          onClose();
        }}
      />
      {aberto && vigiarVoltar ? (
        <Suspense fallback={null}>
          <VoltarGuardado temAlteracoes={temAlteracoes} onDescartar={onClose} pergunta={pergunta} />
        </Suspense>
      ) : null}
    </>
  );
  return { pedirFechamento, onDialogClose, dialogo };
}
