import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

/** Outbound airline codes of the Moblix search (part 1 §9). */
export const COMPANHIAS_MOBLIX = [
  { codigo: 1, nome: 'Latam' },
  { codigo: 2, nome: 'Gol' },
  { codigo: 3, nome: 'Azul' },
  { codigo: 34, nome: 'Livelo' },
  { codigo: 11, nome: 'TAP' },
  { codigo: 1200, nome: 'Interline' },
  { codigo: 9000, nome: 'Rextur' },
  { codigo: 1300, nome: 'Kayak' },
] as const;

export type BuscaMoblixFlags = {
  internacional: boolean;
  pagante: boolean;
  diamanteSmiles: boolean;
  clubeSmiles: boolean;
  agenciaExterna: boolean;
};

export type BuscaMoblixBody = BuscaMoblixFlags & { orcamento: number; companhia_aerea_ida: number };

/** Searches the request's flight at Moblix; the search and its offers are kept under the id answered. */
export function postBuscaMoblix(body: BuscaMoblixBody): Promise<{ id: number; ofertas: unknown[] }> {
  return api.post<{ id: number; ofertas: unknown[] }>('/api/moblix/busca/', body);
}

export function useBuscaMoblix() {
  return useMutation({ mutationFn: postBuscaMoblix });
}
