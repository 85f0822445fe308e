import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

export type ExportPdfBody = {
  cotacoes: number[];
  /** the request of the quotes, or the sale whose cart they are in */
  orcamento?: number;
  venda?: number;
  destinatarios?: string[];
  copia_consultor?: boolean;
};

/** Builds the proposal PDF of the chosen quotes and e-mails it to the recipients (by default the user). */
export function exportPdf(body: ExportPdfBody): Promise<{ detail: string }> {
  return api.post<{ detail: string }>('/api/pdf/orcamento_pdf/', body);
}

export function useExportPdf() {
  return useMutation({ mutationFn: exportPdf });
}
