import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { alteradoEm, autoria, idSerial, pertenceA } from './colunas.ts';
import { contatos } from './contatos.ts';
import { cotacoes, subcotacoes } from './cotacoes.ts';
import { provedores } from './fornecedores.ts';
import { cias_aereas, fidelidades, programas } from './referencia.ts';
import { servicos } from './servicos.ts';
import { vendas } from './vendas.ts';

const preco = (name: string) => numeric(name, { precision: 10, scale: 2 });

/**
 * The miles table (part 1 §3 "mileage table row"): per programme, operating airline and class, the agency's
 * sale price per thousand miles (`preco_de_venda`) or its own cost (`custo`) in six volume tiers, the cost
 * of own and third-party accounts and the floor. An edit archives the row and inserts its successor, so
 * `archived_at` null is the current table and the archived rows are its history.
 */
export const tabela_milhas = pgTable(
  'tabela_milhas',
  {
    id: idSerial(),
    programa: integer('programa')
      .notNull()
      .references(() => programas.id),
    tipo: varchar('tipo', { length: 16, enum: ['preco_de_venda', 'custo'] }).notNull(),
    operado_por: integer('operado_por').references(() => cias_aereas.id, { onDelete: 'set null' }),
    /** null: every class */
    classe: varchar('classe', { length: 20 }),
    preco_1: preco('preco_1'),
    preco_2: preco('preco_2'),
    preco_3: preco('preco_3'),
    preco_4: preco('preco_4'),
    preco_5: preco('preco_5'),
    preco_6: preco('preco_6'),
    custo_proprio: preco('custo_proprio'),
    custo_terceiros: preco('custo_terceiros'),
    piso: preco('piso'),
    ...autoria(),
    archived_at: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('tabela_milhas_atual_idx').on(t.tipo, t.programa).where(sql`${t.archived_at} is null`),
    index('tabela_milhas_historico_idx').on(t.archived_at),
  ],
);
export type TabelaMilhasRow = typeof tabela_milhas.$inferSelect;

/**
 * Numeric settings of the agency, by key: `desagio_proprio`, the discount (%) of the agency's own loyalty
 * accounts, which wallet tickets are costed at until validated purchases exist.
 */
export const parametros = pgTable('parametros', {
  chave: varchar('chave', { length: 40 }).primaryKey(),
  valor: numeric('valor', { precision: 14, scale: 4 }).notNull(),
  updated_at: alteradoEm(),
});

/**
 * A validated miles or wallet purchase (part 2 §3 "validated purchase", decision 0028): one approval line of
 * a ticket, stored by `POST /api/milhas-validadas/validate/` in the transaction that moves the service on to
 * issuance. The account is a loyalty account of the base (`conta_fidelidade`) or a third party's, whose
 * password is kept only encrypted (`senha_cifrada`, AES-256-GCM under the configured key).
 */
export const milhas_validadas = pgTable(
  'milhas_validadas',
  {
    id: idSerial(),
    servico: pertenceA('servico', () => servicos.id),
    cotacao: pertenceA('cotacao', () => cotacoes.id),
    venda: pertenceA('venda', () => vendas.id),
    subcotacao: pertenceA('subcotacao', () => subcotacoes.id),
    /** the ticket's type: milha or wallet */
    tipo: varchar('tipo', { length: 10, enum: ['milha', 'wallet'] }).notNull(),
    /** the passenger the line is for, when linked */
    contato: integer('contato').references(() => contatos.id, { onDelete: 'set null' }),
    /** an account of the base (a contact's or the agency's own) … */
    conta_fidelidade: integer('conta_fidelidade').references(() => fidelidades.id, { onDelete: 'set null' }),
    /** … or a third party's, bought from a miles provider */
    provedor_milhas: integer('provedor_milhas').references(() => provedores.id, { onDelete: 'set null' }),
    programa_fidelidade: integer('programa_fidelidade').references(() => programas.id, {
      onDelete: 'set null',
    }),
    login: varchar('login', { length: 120 }),
    /** iv.tag.ciphertext in base64url; never sent to anyone outside the milhas group */
    senha_cifrada: text('senha_cifrada'),
    /** the account holder's CPF, digits only */
    cpf: varchar('cpf', { length: 11 }),
    /** the account holder's name (the base account's titular, or the third party's) */
    titular: varchar('titular', { length: 150 }),
    /** the account is one of the agency's own */
    conta_propria: boolean('conta_propria').notNull().default(false),
    /** miles taken from this account (precision 0) */
    valor: integer('valor').notNull().default(0),
    /** miles: price paid per thousand miles */
    valor_compra: numeric('valor_compra', { precision: 10, scale: 2 }),
    /** wallet: the discount (%) obtained on the ticket's cost */
    desagio_compra: numeric('desagio_compra', { precision: 7, scale: 4 }),
    /** the line copies the first line's account ("mesma autorização da primeira conta") */
    mesma_conta: boolean('mesma_conta').notNull().default(false),
    ...autoria(),
  },
  (t) => [
    index('milhas_validadas_servico_idx').on(t.servico),
    index('milhas_validadas_subcotacao_idx').on(t.subcotacao),
    index('milhas_validadas_venda_idx').on(t.venda, t.id),
    index('milhas_validadas_contato_idx').on(t.contato, t.id),
    index('milhas_validadas_conta_idx').on(t.conta_fidelidade, t.id),
    index('milhas_validadas_provedor_idx').on(t.provedor_milhas, t.id),
    index('milhas_validadas_created_at_idx').on(t.created_at, t.id),
    index('milhas_validadas_wallet_idx').on(t.id).where(sql`${t.tipo} = 'wallet'`),
  ],
);
export type MilhaValidadaRow = typeof milhas_validadas.$inferSelect;
