import { z } from 'zod';

export const PAGE_SIZE_DEFAULT = 15;

export const ZPageQuery = z.object({
  page: z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').default(1),
});

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
