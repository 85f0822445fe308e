import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { contatos, usuarios, vendas } from '../schema/index.ts';
import { seedDatabase } from './index.ts';

let database: Database;
const DEMO_VENDAS = 20;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: true, referencia: false, vendas: DEMO_VENDAS });
});
afterAll(() => database.close());

describe('demo customer account', () => {
  it('is linked to its own contact, which has an open, a concluded and a cancelled sale', async () => {
    const [conta] = await database.db.select().from(usuarios).where(eq(usuarios.username, 'cliente'));
    const [contato] = await database.db
      .select()
      .from(contatos)
      .where(eq(contatos.usuario_cliente, conta?.id ?? 0));
    expect(contato).toMatchObject({ nome: 'Cláudia', sobrenome: 'Cliente', email: conta?.email });
    const suas = await database.db
      .select({ status: vendas.status, consultor: vendas.consultor })
      .from(vendas)
      .where(eq(vendas.cliente, contato?.id ?? 0));
    expect(suas.map((v) => v.status).sort()).toEqual(['cancelada', 'concluida', 'proposta']);
    expect(suas.every((v) => v.consultor !== null)).toBe(true);
    const [todas] = await database.db.select({ n: count() }).from(vendas);
    expect(todas?.n).toBe(DEMO_VENDAS + 3);
  });
});
