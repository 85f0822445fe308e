/**
 * MUI's pagination shows `2 × boundary + 2 × siblings + 1` pages plus two ellipses; with one boundary
 * page on each side, this many siblings makes exactly `visiblePages` items (7 → 1, 9 → 2).
 */
export function siblingCountFor(visiblePages: number): number {
  return Math.max(0, Math.floor((visiblePages - 5) / 2));
}

export function parsePage(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
