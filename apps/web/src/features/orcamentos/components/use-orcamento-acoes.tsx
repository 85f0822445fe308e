import { formatId } from '@skyler/domain/formatters-basicos';
import type { Orcamento } from '@skyler/domain/orcamentos';
import { ORCAMENTO_MESSAGES as M } from '@skyler/domain/orcamentos-regras';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import {
  useDeleteOrcamento,
  useDuplicarOrcamento,
  useFinalizarOrcamento,
} from '../api/transition-orcamento.ts';
import { useUpdateOrcamento } from '../api/update-orcamento.ts';
import { OrcamentoFormDialog } from './orcamento-form-dialog.tsx';

export const FINALIZAR_TITULO = 'Finalizar orçamento';
export const EXCLUIR_TITULO = 'Excluir orçamento';
export const ERRO_DUPLICAR = 'Erro ao duplicar orçamento';

/** the screen's message, followed by the server's reason when it gave one */
export function mensagemDeFalha(mensagem: string, error: unknown): string {
  return isApiError(error) && error.detail ? `${mensagem}: ${error.detail}` : mensagem;
}

/**
 * Edit (the request's form, decision 0075), finalize (with 'Deseja realmente finalizar o orçamento?'), duplicate and delete a request, with their
 * confirmations and toasts; `dialogs` goes once in the screen.
 */
export function useOrcamentoAcoes({ onExcluido }: { onExcluido?: (orcamento: Orcamento) => void } = {}) {
  const { enqueueSnackbar } = useSnackbar();
  const finalizar = useFinalizarOrcamento();
  const duplicar = useDuplicarOrcamento();
  const excluir = useDeleteOrcamento();
  const alterar = useUpdateOrcamento();
  const [editando, setEditando] = useState<Orcamento | null>(null);
  const [finalizando, setFinalizando] = useState<Orcamento | null>(null);
  const [excluindo, setExcluindo] = useState<Orcamento | null>(null);

  const dialogs = (
    <>
      {editando ? (
        <OrcamentoFormDialog
          key={`${editando.id}-${editando.versao}`}
          orcamento={editando}
          onClose={() => setEditando(null)}
          onSubmit={(orcamento) =>
            alterar.mutateAsync({ id: editando.id, versao: editando.versao, orcamento }).then(() => {
              enqueueSnackbar(M.alterado, { variant: 'success' });
              setEditando(null);
            })
          }
        />
      ) : null}
      <ConfirmDialog
        open={finalizando !== null}
        title={FINALIZAR_TITULO}
        message={M.confirmarFinalizar}
        confirmColor="success"
        loading={finalizar.isPending}
        onCancel={() => setFinalizando(null)}
        onConfirm={() =>
          finalizando &&
          finalizar.mutate(finalizando.id, {
            onSuccess: () => enqueueSnackbar(M.finalizado, { variant: 'success' }),
            onError: (error) =>
              enqueueSnackbar(mensagemDeFalha(M.erroFinalizar, error), { variant: 'error' }),
            onSettled: () => setFinalizando(null),
          })
        }
      />
      <ConfirmDialog
        open={excluindo !== null}
        title={EXCLUIR_TITULO}
        message={excluindo ? `Deseja realmente excluir o orçamento ${formatId(excluindo.id)}?` : undefined}
        confirmColor="error"
        loading={excluir.isPending}
        onCancel={() => setExcluindo(null)}
        onConfirm={() => {
          const orcamento = excluindo;
          if (!orcamento) return;
          excluir.mutate(orcamento.id, {
            onSuccess: () => {
              enqueueSnackbar(M.excluido, { variant: 'success' });
              onExcluido?.(orcamento);
            },
            onError: (error) => enqueueSnackbar(mensagemDeFalha(M.erroExcluir, error), { variant: 'error' }),
            onSettled: () => setExcluindo(null),
          });
        }}
      />
    </>
  );

  return {
    pedirEdicao: setEditando,
    pedirFinalizar: setFinalizando,
    pedirExclusao: setExcluindo,
    duplicar: (orcamento: Orcamento) =>
      duplicar.mutate(orcamento.id, {
        onSuccess: () => enqueueSnackbar(M.criado, { variant: 'success' }),
        onError: (error) => enqueueSnackbar(mensagemDeFalha(ERRO_DUPLICAR, error), { variant: 'error' }),
      }),
    duplicando: duplicar.isPending ? duplicar.variables : null,
    dialogs,
  };
}
