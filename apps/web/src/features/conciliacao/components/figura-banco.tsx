import { CONCILIACAO_BANCO_MESSAGES } from '@skyler/domain/conciliacao-banco/conciliacao-banco';
import { Figura } from '../../../components/painel/cartao.tsx';
import { FiguraLink } from '../../../components/painel/figura-link.tsx';
import { pathTo } from '../../../config/routes.ts';
import { useConciliacaoBanco } from '../api/banco.ts';

export const FIGURA_BANCO_TEXTOS = {
  titulo: 'Pendências do banco',
  fecham: 'O banco fecha com os livros.',
  naoFecham: 'Movimentos e lançamentos que o banco e os livros não explicam.',
  semConta: 'Nenhuma conta bancária cadastrada.',
  carregando: 'Verificando…',
} as const;

/**
 * The dashboard's bank figure (decision 0086): how many items of the first account's bank reconciliation are
 * open in the period, linked to the Banco tab of the Conciliação. Render it only for who may reconcile.
 */
export function FiguraBanco({ inicio, fim }: { inicio: string; fim: string }) {
  const consulta = useConciliacaoBanco({ conta: null, inicio, fim });
  const n = consulta.data ? consulta.data.pendencias.length : null;
  const to = `${pathTo('conciliacao')}?${new URLSearchParams({ inicio, fim, aba: 'banco' }).toString()}`;
  return (
    <Figura
      titulo={FIGURA_BANCO_TEXTOS.titulo}
      valor={
        <FiguraLink to={to} aria-label={`${FIGURA_BANCO_TEXTOS.titulo}: ${n ?? '…'}`}>
          {n ?? '…'}
        </FiguraLink>
      }
      detalhe={
        consulta.isError
          ? CONCILIACAO_BANCO_MESSAGES.erroCarregar
          : n === null
            ? FIGURA_BANCO_TEXTOS.carregando
            : consulta.data?.conta === null
              ? FIGURA_BANCO_TEXTOS.semConta
              : n === 0
                ? FIGURA_BANCO_TEXTOS.fecham
                : FIGURA_BANCO_TEXTOS.naoFecham
      }
    />
  );
}
