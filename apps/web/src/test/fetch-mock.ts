import { vi } from 'vitest';

export type MockRequest = { method: string; url: URL; headers: Headers; body: unknown };
export type MockResponse = { status?: number; body?: unknown };
export type MockHandler = MockResponse | ((request: MockRequest) => MockResponse | Promise<MockResponse>);

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/**
 * Replaces `fetch` with handlers keyed `'METHOD /path/'` (the query string is not part of the key).
 * Unknown calls answer 404; every call is recorded.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const request: MockRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      url,
      headers: new Headers(init.headers),
      body: parseBody(init.body),
    };
    calls.push(request);
    const handler = routes[`${request.method} ${url.pathname}`];
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { detail: `Sem mock: ${request.method} ${url.pathname}` },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === path),
  };
}
