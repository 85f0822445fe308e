export const CSRF_COOKIE = 'csrftoken';
/** The cookie's name when the app is served over HTTPS: the browser keeps it for this site only. */
export const CSRF_COOKIE_HTTPS = '__Host-csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

let pendingCookie: Promise<unknown> | null = null;

/** The API's CSRF token: `__Host-csrftoken` over HTTPS, `csrftoken` over plain HTTP. */
export function readCsrfCookie(): string | null {
  return readCookie(CSRF_COOKIE_HTTPS) ?? readCookie(CSRF_COOKIE);
}

/** The CSRF cookie, first asking the API for one (any GET sets it) when it is missing. */
export async function ensureCsrfToken(): Promise<string | null> {
  const existing = readCsrfCookie();
  if (existing) return existing;
  pendingCookie ??= fetch('/api/whoami/', { credentials: 'include', headers: { Accept: 'application/json' } })
    .catch(() => undefined)
    .finally(() => {
      pendingCookie = null;
    });
  await pendingCookie;
  return readCsrfCookie();
}
