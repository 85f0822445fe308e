import { CONCILIACAO_MESSAGES } from '@skyler/domain/conciliacao';
import { Figura } from '../../../components/painel/cartao.tsx';
import { FiguraLink } from '../../../components/painel/figura-link.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useContagemDivergencias } from '../api/get-conciliacao.ts';

export const FIGURA_DIVERGENCIAS_TEXTOS = {
  titulo: 'Vendas com divergência',
  fecham: 'Os livros fecham no período.',
  naoFecham: 'Vendas do período que quebram uma invariante.',
  carregando: 'Verificando…',
} as const;

/**
 * The dashboard's figure of the reconciliation (decision 0038): how many sales of the period diverge,
 * linked to the Conciliação screen of the same period; the API's count, not the whole list (decision 0053).
 * Render it only for who may reconcile.
 */
export function FiguraDivergencias({ inicio, fim }: { inicio: string; fim: string }) {
  const consulta = useContagemDivergencias({ inicio, fim });
  const n = consulta.data ? consulta.data.vendas : null;
  const to = `${pathTo('conciliacao')}?${new URLSearchParams({ inicio, fim }).toString()}`;
  return (
    <Figura
      titulo={FIGURA_DIVERGENCIAS_TEXTOS.titulo}
      valor={
        <FiguraLink to={to} aria-label={`${FIGURA_DIVERGENCIAS_TEXTOS.titulo}: ${n ?? '…'}`}>
          {n ?? '…'}
        </FiguraLink>
      }
      detalhe={
        consulta.isError
          ? CONCILIACAO_MESSAGES.erroCarregar
          : n === null
            ? FIGURA_DIVERGENCIAS_TEXTOS.carregando
            : n === 0
              ? FIGURA_DIVERGENCIAS_TEXTOS.fecham
              : FIGURA_DIVERGENCIAS_TEXTOS.naoFecham
      }
    />
  );
}
