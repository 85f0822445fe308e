import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { DescartarAlteracoesDialog } from './descartar-alteracoes-dialog.tsx';

/**
 * Holds the browser's Back (and Forward) while mounted: instead of leaving, it asks whether to discard the
 * dialog's changes. Only navigations of the history are held; the app's own (after a save, say) go through.
 */
export function VoltarGuardado({
  temAlteracoes,
  onDescartar,
  pergunta,
}: {
  temAlteracoes: () => boolean;
  onDescartar: () => void;
  /** the spec's own wording of the question, as Cancelar and Esc ask it */
  pergunta?: string | undefined;
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
      pergunta={pergunta}
      onContinue={() => blocker.reset?.()}
      onDiscard={() => {
        blocker.proceed?.();
        onDescartar();
      }}
    />
  );
}
