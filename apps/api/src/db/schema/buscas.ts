import type { DataBusca } from '@skyler/domain/busca-credito';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable } from 'drizzle-orm/pg-core';
import { criadoEm, idSerial } from './colunas.ts';
import { contatos } from './contatos.ts';
import { empresas } from './empresas.ts';
import { usuarios } from './usuarios.ts';

/** What a stored search keeps: the bureau's answer as received and what the Busca tab shows of it. */
export type DadosBusca = { resposta: unknown; data_busca: DataBusca };

/**
 * Credit and background searches, each stored whole (decision 0029): who ran it, when, of which contact or
 * company; read by the search viewer and the Busca tabs' history. A contact's or company's searches go with it.
 */
export const buscas = pgTable(
  'buscas',
  {
    id: idSerial(),
    contato: integer('contato').references(() => contatos.id, { onDelete: 'cascade' }),
    empresa: integer('empresa').references(() => empresas.id, { onDelete: 'cascade' }),
    usuario: integer('usuario').references(() => usuarios.id, { onDelete: 'set null' }),
    created_at: criadoEm(),
    dados: jsonb('dados').$type<DadosBusca>().notNull(),
  },
  (t) => [
    index('buscas_contato_idx').on(t.contato, t.id).where(sql`${t.contato} is not null`),
    index('buscas_empresa_idx').on(t.empresa, t.id).where(sql`${t.empresa} is not null`),
    check('buscas_um_registro', sql`(${t.contato} is null) <> (${t.empresa} is null)`),
  ],
);
