import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type ExportPdfBody = { cotacoes: number[]; orcamento: number };

/** Builds the proposal PDF of the chosen quotes and e-mails it to the signed-in user. */
export function exportPdf(body: ExportPdfBody): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('/api/pdf/orcamento_pdf/', body);
}

export function useExportPdf() {
  return useMutation({ mutationFn: exportPdf });
}
