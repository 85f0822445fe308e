import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { autoria, dinheiro, idSerial } from './colunas.ts';

/**
 * The fee table of the payment methods (decision 0067): per method and instalment count, the percent and the
 * fixed amount the acquirer or gateway keeps. A change never overwrites: the row in force is archived
 * (`archived_at`, the end of its validity) and its successor inserted with the next `versao`, in one
 * transaction; one row in force per method and count.
 */
export const taxas_meio_pagamento = pgTable(
  'taxas_meio_pagamento',
  {
    id: idSerial(),
    meio_pagamento: varchar('meio_pagamento', { length: 30 }).notNull(),
    num_parcelas: integer('num_parcelas').notNull().default(1),
    percentual: numeric('percentual', { precision: 5, scale: 2 }).notNull().default('0'),
    fixo: dinheiro('fixo'),
    versao: integer('versao').notNull().default(1),
    ...autoria(),
    archived_at: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('taxas_meio_pagamento_vigente_idx')
      .on(t.meio_pagamento, t.num_parcelas)
      .where(sql`${t.archived_at} is null`),
    index('taxas_meio_pagamento_historico_idx').on(t.archived_at),
    check('taxas_meio_pagamento_parcelas_check', sql`${t.num_parcelas} between 1 and 12`),
    check('taxas_meio_pagamento_percentual_check', sql`${t.percentual} >= 0 and ${t.percentual} <= 100`),
    check('taxas_meio_pagamento_fixo_check', sql`${t.fixo} >= 0`),
  ],
);
export type TaxaMeioPagamentoRow = typeof taxas_meio_pagamento.$inferSelect;
