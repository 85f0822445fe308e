import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { AppError } from './errors.ts';

/**
 * Refuses a write whose version is not the row's current one. Call it on the row read `for update` in the
 * write's transaction, so that two writes sent with the same version cannot both pass (decision 0034). The
 * answer carries the current version (`versao_atual`): once the screen has shown the record again, its
 * next write is sent on that version (decision 0088).
 */
export function conferirVersao(atual: number, enviada: number | null | undefined): void {
  if (enviada !== undefined && enviada !== null && enviada !== atual) {
    throw new AppError('conflict', MENSAGEM_VERSAO, undefined, { versao_atual: atual });
  }
}
