import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findVendasDoPortal } from '../../modules/portal/portal.queries.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import {
  contatos,
  contatos_empresas,
  lembretes,
  mensagens_cliente,
  preferencias_cliente,
  usuarios,
  vendas,
  whatsapp_mensagens,
} from '../schema/index.ts';
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

  it("has a company's contact who sees the company's sales in the portal, the agency allowing it", async () => {
    const [conta] = await database.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'cliente_empresa'));
    const [ligacao] = await database.db
      .select({ empresa: contatos_empresas.empresa_id })
      .from(contatos_empresas)
      .innerJoin(contatos, eq(contatos.id, contatos_empresas.contato_id))
      .where(eq(contatos.usuario_cliente, conta?.id ?? 0));
    const daEmpresa = await database.db
      .select({ id: vendas.id })
      .from(vendas)
      .where(eq(vendas.cliente_empresa, ligacao?.empresa ?? 0));
    expect(daEmpresa.length).toBeGreaterThan(0);
    const portal = await findVendasDoPortal(database.db, { usuario: conta?.id ?? 0, page: 1, pageSize: 100 });
    expect(portal.rows.map((v) => [v.id, v.vinculo]).sort()).toEqual(
      daEmpresa.map((v) => [v.id, 'empresa']).sort(),
    );
  });

  it('talks with the agency on its open sale: messages both ways, WhatsApp sent, received and failed, reminders', async () => {
    const [aberta] = await database.db
      .select({ id: vendas.id })
      .from(vendas)
      .innerJoin(contatos, eq(contatos.id, vendas.cliente))
      .innerJoin(usuarios, eq(usuarios.id, contatos.usuario_cliente))
      .where(eq(vendas.status, 'proposta'));
    const venda = aberta?.id ?? 0;
    const conversa = await database.db
      .select()
      .from(mensagens_cliente)
      .where(eq(mensagens_cliente.venda, venda));
    expect(new Set(conversa.map((m) => m.origem))).toEqual(new Set(['equipe', 'portal', 'whatsapp']));
    const whatsapp = await database.db
      .select()
      .from(whatsapp_mensagens)
      .where(eq(whatsapp_mensagens.venda, venda));
    expect(new Set(whatsapp.map((m) => m.status))).toEqual(new Set(['enviado', 'recebido', 'falhou']));
    const enviados = await database.db.select().from(lembretes).where(eq(lembretes.venda, venda));
    expect(enviados.length).toBeGreaterThanOrEqual(2);
    const [preferencia] = await database.db.select().from(preferencias_cliente);
    expect(preferencia).toMatchObject({ whatsapp: true, telefone: '+5511987654321' });
  });
});
