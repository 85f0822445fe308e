import { type AnyPgColumn, integer, numeric, serial, timestamp } from 'drizzle-orm/pg-core';
import { usuarios } from './usuarios.ts';

// The columns the areas' tables repeat, defined once (the DDL is the migrations', unchanged).

export const idSerial = () => serial('id').primaryKey();
export const criadoEm = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const alteradoEm = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A user the row names (author, last editor…): the row outlives the user. */
export const usuario = (name: string) =>
  integer(name).references(() => usuarios.id, { onDelete: 'set null' });

/** Who wrote the row and when. */
export const autoria = () => ({ created_by: usuario('created_by'), created_at: criadoEm() });

/** When the row was written and last changed. */
export const criadoEAlterado = () => ({ created_at: criadoEm(), updated_at: alteradoEm() });

/** The row another row belongs to: always set, and the row goes when its owner is deleted. */
export const pertenceA = (name: string, dono: () => AnyPgColumn) =>
  integer(name).notNull().references(dono, { onDelete: 'cascade' });

/** An amount in reais, zero by default. */
export const dinheiro = (name: string) => numeric(name, { precision: 14, scale: 2 }).notNull().default('0');
