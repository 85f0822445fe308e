import { pageCount } from '@skyler/domain/pagination';

export type Page<T> = { rows: T[]; pages: number; total: number };

/** One page of a filtered list and the number of pages of the whole list. */
export async function paginate<T>(options: {
  page: number;
  pageSize: number;
  rows: (limit: number, offset: number) => Promise<T[]>;
  count: () => Promise<number>;
}): Promise<Page<T>> {
  const [rows, total] = await Promise.all([
    options.rows(options.pageSize, (options.page - 1) * options.pageSize),
    options.count(),
  ]);
  return { rows, total, pages: pageCount(total, options.pageSize) };
}

/** `{<plural>: rows, pages}`: the shape of every paged list of the API. */
export function listResponse<K extends string, T>(
  plural: K,
  page: Page<T>,
): { [P in K]: T[] } & { pages: number } {
  return { [plural]: page.rows, pages: page.pages } as { [P in K]: T[] } & { pages: number };
}
