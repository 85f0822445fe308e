import { DISPLAY_TIME_ZONE } from '@skyler/domain/formatters-basicos';
import { type LinhaTabelaMilhasView, linhaParaCalculo } from '@skyler/domain/milhas';
import type { ContextoPreco, LinhaTabelaMilhas, MilhasUsadas } from '@skyler/domain/precos/calculo-cotacao';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from './client.ts';

/** a currency of GET /api/moedas/ (`cambio`: value of one unit in reais, taken on `cambio_data`) */
export type Moeda = {
  id: number;
  sigla: string;
  nome: string;
  simbolo: string;
  cambio: string;
  cambio_data?: string | null;
};

const ANO = new Intl.DateTimeFormat('en', { timeZone: DISPLAY_TIME_ZONE, year: 'numeric' });
const anoNaAgencia = (data: Date) => Number(ANO.format(data));

export function getMoedasQueryOptions() {
  return queryOptions({
    queryKey: ['moedas'] as const,
    queryFn: ({ signal }) => api.get<Moeda[]>('/api/moedas/', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function getTabelaMilhasQueryOptions(tipo: LinhaTabelaMilhas['tipo']) {
  return queryOptions({
    queryKey: ['milhas', 'tabela', tipo] as const,
    queryFn: ({ signal }) => api.get<LinhaTabelaMilhasView[]>('/api/milhas/', { query: { tipo }, signal }),
    staleTime: 60_000,
  });
}

export function getDesagioQueryOptions() {
  return queryOptions({
    queryKey: ['milhas', 'desagio-compra'] as const,
    queryFn: ({ signal }) =>
      api.get<{ desagio_compra: string }>('/api/milhas-validadas/desagio_compra/', {
        signal,
      }),
    staleTime: 60_000,
  });
}

/**
 * What the quote's pricing needs from the API: currencies, the current miles table (sale prices and costs)
 * and the average purchase discount, with the quote's year in the agency's time zone (the server's currency
 * factor). A list that fails to load prices as if empty (no conversion, the default price per thousand)
 * and is reported in `falhas`.
 */
export function useContextoPreco({
  data,
  cambios,
  desagio: desagioSalvo,
  milhas,
  enabled = true,
}: {
  /** when the quote was made; a new quote is made now */
  data?: string | null;
  /** a saved quote's rates by currency id: it is priced again with them, as the server does (decision 0041) */
  cambios?: Readonly<Record<string, string>> | null;
  /** a saved quote's wallet discount and miles prices: priced again with them, as the server does (decision 0069) */
  desagio?: string | null;
  milhas?: readonly MilhasUsadas[] | null;
  enabled?: boolean;
} = {}) {
  const moedas = useQuery({ ...getMoedasQueryOptions(), enabled });
  const venda = useQuery({ ...getTabelaMilhasQueryOptions('preco_de_venda'), enabled });
  const custo = useQuery({ ...getTabelaMilhasQueryOptions('custo'), enabled });
  const desagio = useQuery({ ...getDesagioQueryOptions(), enabled });
  const contexto = useMemo<ContextoPreco>(
    () => ({
      ano: anoNaAgencia(data ? new Date(data) : new Date()),
      moedas: new Map(
        (moedas.data ?? []).map((m) => [
          m.id,
          { sigla: m.sigla, cambio: cambios?.[String(m.id)] ?? m.cambio },
        ]),
      ),
      tabelaMilhas: [...(venda.data ?? []), ...(custo.data ?? [])].map(linhaParaCalculo),
      desagio: desagioSalvo ?? desagio.data?.desagio_compra ?? 0,
      milhasSalvas: milhas ?? null,
    }),
    [data, cambios, desagioSalvo, milhas, moedas.data, venda.data, custo.data, desagio.data],
  );
  return {
    contexto,
    moedas: moedas.data ?? [],
    isLoading: moedas.isLoading || venda.isLoading || custo.isLoading || desagio.isLoading,
    falhas: {
      moedas: moedas.isError,
      milhas: venda.isError || custo.isError,
      /** without it the server refuses wallet tickets, with its message */
      desagio: desagioSalvo ? null : desagio.error,
    },
  };
}
