import { useEffect } from 'react';
import { APP_NAME } from '../config/app.ts';

/** "Vendas · Skyler Back-office" */
export function documentTitle(title: string): string {
  return `${title} · ${APP_NAME}`;
}

/** Shows `title` in the browser tab while the calling page is open. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
