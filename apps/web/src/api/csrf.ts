export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let pendingCookie: Promise<unknown> | null = null;

/** The `csrftoken` cookie, first asking the API for one (any GET sets it) when it is missing. */
export async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  pendingCookie ??= fetch('/api/whoami/', { credentials: 'include', headers: { Accept: 'application/json' } })
    .catch(() => undefined)
    .finally(() => {
      pendingCookie = null;
    });
  await pendingCookie;
  return readCookie(CSRF_COOKIE);
}
