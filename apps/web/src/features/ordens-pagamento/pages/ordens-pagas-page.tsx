import {
  ORDEM_PAGAMENTO_MESSAGES,
  ORDENS_PAGAS_LINHAS_POR_GRUPO,
  type OrdemPagamento,
  podeAlterarOrdensPagamento,
} from '@skyler/domain/ordens-pagamento';
import { useState } from 'react';
import { falhaComDetalhe } from '../../../components/celulas-cotacao.tsx';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog.tsx';
import { Money } from '../../../components/money.tsx';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { useSnackbar } from '../../../lib/toast.tsx';
import { useOrdensPagamento } from '../api/get-ordens-pagamento.ts';
import { useStatusOrdem } from '../api/ordem-acoes.ts';
import { CambioPagoDialog } from '../components/cambio-pago-dialog.tsx';
import { GrupoOrdensCard } from '../components/grupo-ordens-card.tsx';
import { colunasPagas } from '../components/ordens-colunas.tsx';
import { OrdensFiltros } from '../components/ordens-filtros.tsx';
import { OrdensLayout } from '../components/ordens-layout.tsx';
import { useFalhaToast } from '../lib/use-falha-toast.ts';

export const PAGAS_TEXTOS = { custoTotal: 'Custo total:' } as const;

/**
 * Contas a Pagar, Pagos (part 2 §2): the paid orders grouped per issuance, 15 rows per group with the group's
 * total cost under it; finance may send an order back to open, which clears its invoice id and payment date.
 */
export function OrdensPagasPage() {
  const { enqueueSnackbar } = useSnackbar();
  const podeAlterar = podeAlterarOrdensPagamento(useCurrentUser());
  const list = useOrdensPagamento('pago');
  useFalhaToast(list.error, ORDEM_PAGAMENTO_MESSAGES.erroPagos);
  const reabrir = useStatusOrdem();
  const [aReabrir, setAReabrir] = useState<OrdemPagamento | null>(null);
  const [cambioPago, setCambioPago] = useState<OrdemPagamento | null>(null);

  const onConfirmar = () => {
    if (!aReabrir) return;
    reabrir.mutate(
      { id: aReabrir.id, status: 'aberto', versao: aReabrir.versao },
      {
        onSuccess: () => enqueueSnackbar(ORDEM_PAGAMENTO_MESSAGES.statusAlterado, { variant: 'success' }),
        onError: (error) =>
          enqueueSnackbar(falhaComDetalhe(ORDEM_PAGAMENTO_MESSAGES.erroStatus, error), { variant: 'error' }),
        onSettled: () => setAReabrir(null),
      },
    );
  };

  return (
    <OrdensLayout
      status="pago"
      filtros={<OrdensFiltros filters={list.filters} setFilters={list.setFilters} loading={list.isLoading} />}
      carregando={list.isLoading}
      erro={list.error}
      vazio={list.rows.length === 0}
      pagina={list.page}
      paginas={list.pages}
      onPagina={list.setPage}
      dialogos={
        <>
          {cambioPago ? <CambioPagoDialog ordem={cambioPago} onClose={() => setCambioPago(null)} /> : null}
          <ConfirmDialog
            open={aReabrir !== null}
            title={ORDEM_PAGAMENTO_MESSAGES.confirmarAberto}
            message={ORDEM_PAGAMENTO_MESSAGES.confirmarAbertoTexto}
            cancelLabel="Cancelar"
            confirmLabel="Confirmar"
            loading={reabrir.isPending}
            onCancel={() => setAReabrir(null)}
            onConfirm={onConfirmar}
          />
        </>
      }
    >
      {list.rows.map((grupo) => (
        <GrupoOrdensCard
          key={grupo.emissao ? `e${grupo.emissao.id}` : `o${grupo.OPs[0]?.id}`}
          grupo={grupo}
          colunas={colunasPagas(grupo, {
            podeAlterar,
            onReabrir: setAReabrir,
            onCambioPago: podeAlterar ? setCambioPago : undefined,
          })}
          linhasPorPagina={ORDENS_PAGAS_LINHAS_POR_GRUPO}
          rodape={
            <>
              {PAGAS_TEXTOS.custoTotal} <Money value={grupo.custo_total} />
            </>
          }
        />
      ))}
    </OrdensLayout>
  );
}
