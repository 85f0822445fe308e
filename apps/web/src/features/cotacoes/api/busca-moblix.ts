import type { BuscaMoblixCreate, ZBuscaMoblixCriada } from '@skyler/domain/moblix';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client.ts';

export type BuscaMoblixFlags = Required<
  Pick<BuscaMoblixCreate, 'internacional' | 'pagante' | 'diamanteSmiles' | 'clubeSmiles' | 'agenciaExterna'>
>;

export type BuscaMoblixCriada = z.infer<typeof ZBuscaMoblixCriada>;

/** Searches the request's flight at Moblix; the search and its offers are kept under the id answered. */
export function postBuscaMoblix(body: BuscaMoblixCreate): Promise<BuscaMoblixCriada> {
  return api.post<BuscaMoblixCriada>('/api/moblix/busca/', body);
}

export function useBuscaMoblix() {
  return useMutation({ mutationFn: postBuscaMoblix });
}
