import { formatMoney } from './formatters.ts';

export type CotacaoResumivel = {
  cotacao_hotel?: { nome_hotel?: string | null; local_hotel?: string | null } | null;
  cotacao_voo?: { subcotacoes?: readonly unknown[] | null } | null;
  cotacao_carro?: {
    empresa?: string | null;
    local_retirada?: string | { cidade?: { nome?: string | null } | null; nome?: string | null } | null;
  } | null;
  cotacao_outro?: {
    nome_servico?: string | null;
    local?: string | null;
    custo_total?: string | number | null;
  } | null;
};

export const RESUMO_DESCONHECIDO = 'Desconhecido';

function cidadeDe(
  local: NonNullable<NonNullable<CotacaoResumivel['cotacao_carro']>['local_retirada']>,
): string {
  if (typeof local === 'string') return local;
  return local.cidade?.nome ?? local.nome ?? '';
}

const juntar = (...partes: (string | null | undefined)[]) => partes.filter((p) => p?.trim()).join(' - ');

/**
 * One line that says what a quote is (part 2 §9): hotel name and place; number of tickets; car company and
 * pickup city; service name, place and total cost.
 */
export function resumoCotacao(cotacao: CotacaoResumivel): string {
  if (cotacao.cotacao_hotel)
    return juntar(cotacao.cotacao_hotel.nome_hotel, cotacao.cotacao_hotel.local_hotel);
  if (cotacao.cotacao_voo) {
    const bilhetes = cotacao.cotacao_voo.subcotacoes?.length ?? 0;
    return `${bilhetes} ${bilhetes === 1 ? 'bilhete' : 'bilhetes'}`;
  }
  if (cotacao.cotacao_carro) {
    const local = cotacao.cotacao_carro.local_retirada;
    return juntar(cotacao.cotacao_carro.empresa, local ? cidadeDe(local) : null);
  }
  if (cotacao.cotacao_outro) {
    const outro = cotacao.cotacao_outro;
    return juntar(outro.nome_servico, outro.local, formatMoney(outro.custo_total));
  }
  return RESUMO_DESCONHECIDO;
}
