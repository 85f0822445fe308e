import { PageLoading } from './page-loading.tsx';

let markup = '';

/**
 * Keeps what index.html drew before the app's code arrived (decision 0059: the shell's top bar or the
 * login page), for `FirstPaint` to draw the same until the first page is ready.
 */
export function keepFirstPaint(container: Element) {
  markup = container.innerHTML;
}

/**
 * While the first page's code and data arrive (the router's first load): index.html's markup as it was,
 * so the screen does not flash to a spinner and back; the spinner when there was none.
 */
export function FirstPaint() {
  if (!markup) return <PageLoading />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: index.html's own markup, kept as it was served
  return <div className="first-paint-host" dangerouslySetInnerHTML={{ __html: markup }} />;
}
