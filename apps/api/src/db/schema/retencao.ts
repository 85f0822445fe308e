import { pgTable, varchar } from 'drizzle-orm/pg-core';
import { criadoEm } from './colunas.ts';

/**
 * The daily retention purge's runs, one row per day it ran ('2026-11-27', UTC): every API process and replica
 * schedules the purge, and the one whose insert takes the day runs it (decision 0048, as PTAX in 0041).
 */
export const retencao_execucoes = pgTable('retencao_execucoes', {
  dia: varchar('dia', { length: 10 }).primaryKey(),
  created_at: criadoEm(),
});
