// The API sets `csrftoken` as a plain cookie; tests play the server's part through document.cookie.

export function setCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API and the client reads document.cookie
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
