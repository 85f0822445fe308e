import {
  ORDEM_PAGAMENTO_MESSAGES,
  ORDENS_ABERTAS_LINHAS_POR_CARTAO,
  type OrdemPagamento,
  podeAlterarOrdensPagamento,
} from '@skyler/domain/ordens-pagamento';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../../../lib/current-user.tsx';
import { cartoesAtivosQueryOptions } from '../../emissoes/index.ts';
import { useOrdensPagamento } from '../api/get-ordens-pagamento.ts';
import { CartaoDialog } from '../components/cartao-dialog.tsx';
import { GrupoOrdensCard } from '../components/grupo-ordens-card.tsx';
import { IncentivoDialog } from '../components/incentivo-dialog.tsx';
import { type AcaoOrdem, colunasAbertas } from '../components/ordens-colunas.tsx';
import { OrdensFiltros } from '../components/ordens-filtros.tsx';
import { OrdensLayout } from '../components/ordens-layout.tsx';
import { PagoDialog } from '../components/pago-dialog.tsx';
import { ProgressoDialog } from '../components/progresso-dialog.tsx';
import { ValorDialog } from '../components/valor-dialog.tsx';
import { useAberturaAoCarregar } from '../lib/use-abertura-ao-carregar.ts';
import { useFalhaToast } from '../lib/use-falha-toast.ts';

type Edicao = { acao: AcaoOrdem; ordem: OrdemPagamento };

function EdicaoDialog({ edicao, onClose }: { edicao: Edicao; onClose: () => void }) {
  switch (edicao.acao) {
    case 'valor':
      return <ValorDialog ordem={edicao.ordem} onClose={onClose} />;
    case 'cartao':
      return <CartaoDialog ordem={edicao.ordem} onClose={onClose} />;
    case 'pago':
      return <PagoDialog ordem={edicao.ordem} onClose={onClose} />;
    case 'incentivo':
      return <IncentivoDialog ordem={edicao.ordem} onClose={onClose} />;
  }
}

/**
 * Contas a Pagar, Abertos (part 2 §2): one card per issuance with its open orders, 10 rows each. Finance edits
 * an order's value and card, marks it paid and sets a flight ticket's incentive; each dialog opens after the
 * wait of part 2 §4, as long as its data takes to arrive (the card dialog waits for the active cards).
 */
export function OrdensAbertasPage() {
  const podeAlterar = podeAlterarOrdensPagamento(useCurrentUser());
  const list = useOrdensPagamento('aberto');
  useFalhaToast(list.error, ORDEM_PAGAMENTO_MESSAGES.erroAbertos);
  const queryClient = useQueryClient();
  const carregar = useCallback(
    ({ acao }: Edicao) =>
      acao === 'cartao' ? queryClient.ensureQueryData(cartoesAtivosQueryOptions) : Promise.resolve(),
    [queryClient],
  );
  const abertura = useAberturaAoCarregar<Edicao>(carregar);
  const onAcao = podeAlterar
    ? (acao: AcaoOrdem, ordem: OrdemPagamento) => void abertura.iniciar({ acao, ordem })
    : null;

  return (
    <OrdensLayout
      status="aberto"
      filtros={
        <OrdensFiltros
          filters={list.filters}
          setFilters={list.setFilters}
          loading={list.isLoading}
          comValor
        />
      }
      carregando={list.isLoading}
      erro={list.error}
      vazio={list.rows.length === 0}
      pagina={list.page}
      paginas={list.pages}
      onPagina={list.setPage}
      dialogos={
        <>
          <ProgressoDialog aberto={abertura.carregando} onCancel={abertura.fechar} />
          {abertura.aberto ? <EdicaoDialog edicao={abertura.aberto} onClose={abertura.fechar} /> : null}
        </>
      }
    >
      {list.rows.map((grupo) => (
        <GrupoOrdensCard
          key={grupo.emissao ? `e${grupo.emissao.id}` : `o${grupo.OPs[0]?.id}`}
          grupo={grupo}
          colunas={colunasAbertas(grupo, onAcao)}
          linhasPorPagina={ORDENS_ABERTAS_LINHAS_POR_CARTAO}
        />
      ))}
    </OrdensLayout>
  );
}
