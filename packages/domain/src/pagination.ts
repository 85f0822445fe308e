import { z } from 'zod';
import { ZPagina } from './ids.ts';

export const PAGE_SIZE_DEFAULT = 15;

export const ZPageQuery = z.object({
  page: ZPagina.default(1),
});

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
