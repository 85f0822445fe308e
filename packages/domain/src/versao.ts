import { z } from 'zod';

/** What a write is told when the record changed since it was read (decision 0034). */
export const MENSAGEM_VERSAO =
  'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';

/**
 * The version a screen read with the record and sends back with its write. Optional, so that a client that
 * does not send it keeps working (last write wins for it); a client that sends it never overwrites a change
 * it did not see.
 */
export const ZVersao = z.number().int().positive().optional();

/** The version a record is read with: raised on every change, sent back by the write that follows (decision 0034). */
export const ZVersaoAtual = z.number().int();
