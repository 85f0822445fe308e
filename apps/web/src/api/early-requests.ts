/**
 * The GETs index.html's inline script started with the page (decision 0059), by URL, under
 * `window.__earlyRequests` with the time they started. The API client takes each answer once, instead of
 * asking again, while the page is still loading; later (a sign-in, a visit back to the page) every request
 * goes to the server. A write (any other method) makes them stale: those not taken yet are dropped, so that
 * a sign-in or an account made on the page is followed by the server's new answers, not the page's first.
 */
export const EARLY_REQUESTS_MAX_AGE_MS = 15_000;

export type EarlyRequests = { startedAt: number; answers: Record<string, Promise<Response> | undefined> };

declare global {
  interface Window {
    __earlyRequests?: EarlyRequests;
  }
}

/** The answer started with the page for `url`, once; undefined when there is none or it is too old. */
export function takeEarlyResponse(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  const response = early?.answers[url];
  if (!early || !response) return undefined;
  delete early.answers[url];
  return Date.now() - early.startedAt <= EARLY_REQUESTS_MAX_AGE_MS ? response : undefined;
}

/** Drops the answers started with the page that nothing took yet: a write may have changed them. */
export function dropEarlyResponses(): void {
  const early = typeof window === 'undefined' ? undefined : window.__earlyRequests;
  if (early) early.answers = {};
}
