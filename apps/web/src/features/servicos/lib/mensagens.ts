import { isApiError } from '../../../api/api-error.ts';

/** A failure toast: the screen's message, then the server's reason when it gave one. */
export function comDetalhe(mensagem: string, error: unknown): string {
  const detalhe = isApiError(error) && error.status !== 0 ? error.detail : '';
  return detalhe && detalhe !== mensagem ? `${mensagem} ${detalhe}` : mensagem;
}
