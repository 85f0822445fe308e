import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatId } from '@skyler/domain/formatters-basicos';
import {
  podeCancelarVenda,
  podeConcluirVenda,
  podeConversarVenda,
  podeEditarVenda,
  VENDA_ERROS,
} from '@skyler/domain/vendas-regras';
import { type ReactNode, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { useVenda } from '../../../api/get-venda.ts';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { pathTo, type RouteName } from '../../../config/routes.ts';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { throwIfNotFound } from '../../../lib/page-errors.ts';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useCancelVenda, useConcludeVenda } from '../api/transition-venda.ts';
import { CancelarVendaDialog } from './cancelar-venda-dialog.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { VendaFormDialog } from './venda-form-dialog.tsx';
import { VendaTabs } from './venda-tabs.tsx';

export const CONCLUIR_VENDA = {
  title: 'Concluir venda',
  message: (id: number) =>
    `Deseja realmente concluir a venda ${formatId(id)}? A conclusão não pode ser desfeita: a venda deixa de poder ser cancelada e o chat fica somente para leitura.`,
  confirm: 'Concluir Venda',
  cancel: 'Voltar',
} as const;

/** Header, actions, tab bar and chat shared by the nine tabs of a sale. */
export function VendaLayout({ current, children }: { current: RouteName; children: ReactNode }) {
  const id = Number(useParams().id);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const venda = useVenda(id);
  throwIfNotFound(venda.error, VENDA_ERROS.naoEncontrada);
  const cancel = useCancelVenda();
  const conclude = useConcludeVenda();
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [concluding, setConcluding] = useState(false);
  const fail = (error: unknown) =>
    enqueueSnackbar(error instanceof ApiError ? error.detail : String(error), { variant: 'error' });

  if (venda.error) {
    return (
      <Alert severity="error">
        {venda.error instanceof ApiError ? venda.error.detail : VENDA_ERROS.naoEncontrada}
      </Alert>
    );
  }
  const v = venda.data;
  return (
    <>
      <PageHeader
        title={`Venda ${formatId(id)}`}
        breadcrumbs={[{ label: 'Vendas', to: pathTo('vendas') }, { label: formatId(id) }]}
        actions={
          v ? (
            <>
              <Button
                variant="outlined"
                disabled={!podeEditarVenda(v, user)}
                onClick={() => setEditing(true)}
              >
                Editar
              </Button>
              <Button
                variant="contained"
                color="success"
                disabled={!podeConcluirVenda(v)}
                onClick={() => setConcluding(true)}
              >
                Concluir Venda
              </Button>
              <Button
                variant="contained"
                color="error"
                disabled={!podeCancelarVenda(v)}
                onClick={() => setCancelling(true)}
              >
                Cancelar Venda
              </Button>
            </>
          ) : null
        }
      />
      <VendaTabs id={id} current={current} />
      {children}
      <ChatPanel venda={id} somenteLeitura={v ? !podeConversarVenda(v) : false} />
      <ConfirmDialog
        open={concluding}
        title={CONCLUIR_VENDA.title}
        message={CONCLUIR_VENDA.message(id)}
        confirmLabel={CONCLUIR_VENDA.confirm}
        cancelLabel={CONCLUIR_VENDA.cancel}
        confirmColor="success"
        loading={conclude.isPending}
        onCancel={() => setConcluding(false)}
        onConfirm={() =>
          conclude.mutate(
            { id },
            {
              onSuccess: () => {
                enqueueSnackbar(VENDA_ERROS.concluida, { variant: 'success' });
                navigate(pathTo('vendas'));
              },
              onError: (error) => {
                setConcluding(false);
                fail(error);
              },
            },
          )
        }
      />
      {editing && v ? <VendaFormDialog open venda={v} onClose={() => setEditing(false)} /> : null}
      {cancelling ? (
        <CancelarVendaDialog
          open
          loading={cancel.isPending}
          onCancel={() => setCancelling(false)}
          onConfirm={(motivo) =>
            cancel.mutate(
              { id, motivo },
              {
                onSuccess: () => {
                  enqueueSnackbar(VENDA_ERROS.cancelada, { variant: 'success' });
                  navigate(pathTo('vendas'));
                },
                onError: (error) => {
                  setCancelling(false);
                  window.alert(error instanceof ApiError ? error.detail : String(error));
                },
              },
            )
          }
        />
      ) : null}
    </>
  );
}
