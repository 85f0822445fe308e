/** The row of a left join, or null when it found nothing (Drizzle then gives an object of nulls). */
export function present<T extends { id: number | null }>(value: T | null): (T & { id: number }) | null {
  return value?.id == null ? null : (value as T & { id: number });
}
