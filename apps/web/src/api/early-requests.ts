/**
 * The GETs index.html's inline script started with the page (decision 0059), by URL, under
 * `window.__earlyRequests` with the time they started. The API client takes each answer once, instead of
 * asking again, while the page is still loading; later (a sign-in, a visit back to the page) every request
 * goes to the server.
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
