import { buscarArquivo } from '../../../api/arquivo.ts';

/** The receipt's file (GET /api/pagamentos/{id}/documento/), to show in the browser. */
export function getComprovante({ id, signal }: { id: number; signal?: AbortSignal }): Promise<Blob> {
  return buscarArquivo(`/api/pagamentos/${id}/documento/`, {
    accept: 'application/pdf, image/*, application/json',
    signal,
  });
}
