import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { AppError } from './errors.ts';

/**
 * Refuses a write whose version is not the row's current one. Call it on the row read `for update` in the
 * write's transaction, so that two writes sent with the same version cannot both pass (decision 0034).
 */
export function conferirVersao(atual: number, enviada: number | null | undefined): void {
  if (enviada !== undefined && enviada !== null && enviada !== atual) {
    throw new AppError('conflict', MENSAGEM_VERSAO);
  }
}
