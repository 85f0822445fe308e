import { AUTH_MESSAGES } from '@skyler/domain/auth-regras';
import {
  EXPORTAR_MESSAGES,
  type ExportarDataset,
  type ExportarFormato,
  exportarArquivo,
  exportarUrl,
} from '@skyler/domain/exportar';

/** What a refused download is, by the status of its check (a HEAD answer has no body). */
export function erroDoDownload(status: number): string {
  switch (status) {
    case 401:
      return AUTH_MESSAGES.notAuthenticated;
    case 403:
      return AUTH_MESSAGES.forbidden;
    case 404:
      return EXPORTAR_MESSAGES.datasetDesconhecido;
    default:
      return `o servidor respondeu ${status}`;
  }
}

/**
 * Downloads an export: a HEAD request first checks access and filters (nothing is exported), then the
 * browser is handed the address through an `<a download>`, so it streams the file to disk itself instead of
 * the page holding it in memory. Rejects with the reason when the check fails.
 */
export async function baixarExportacao({
  dataset,
  formato,
  filtros = {},
}: {
  dataset: ExportarDataset;
  formato: ExportarFormato;
  filtros?: Record<string, string | number | boolean | null | undefined>;
}): Promise<void> {
  const url = exportarUrl(dataset, formato, filtros);
  const verificacao = await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
  if (!verificacao.ok) throw new Error(erroDoDownload(verificacao.status));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportarArquivo(dataset, formato);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
