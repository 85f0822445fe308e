import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { PORTAL_MESSAGES, type VendaPortal, type VendasPortal } from '@skyler/domain/portal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agencia,
  contatos,
  contatos_empresas,
  empresas,
  passageiros,
  vendas,
} from '../../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { criarOrcamento, idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';

/** The client's portal: which sales a client account sees, and why; everyone else is refused. */
let t: TestApp;
let claudia: number;
let olga: number;
const venda: Record<'propria' | 'alheia' | 'passageiro' | 'empresa', number> = {
  propria: 0,
  alheia: 0,
  passageiro: 0,
  empresa: 0,
};

async function novaVenda(valores: Partial<typeof vendas.$inferInsert>): Promise<number> {
  const consultor = await idDoUsuario(t.db, 'consultor');
  const [row] = await t.db
    .insert(vendas)
    .values({ status: 'proposta', consultor, ...valores })
    .returning({ id: vendas.id });
  return row?.id ?? 0;
}

const permitirContatosDaEmpresa = (permitido: boolean) =>
  t.db
    .insert(agencia)
    .values({ id: 1, nome: 'Agência', portal_contatos_empresa: permitido })
    .onConflictDoUpdate({ target: agencia.id, set: { portal_contatos_empresa: permitido } });

beforeAll(async () => {
  t = await createTestApp();
  const [contato] = await t.db
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.usuario_cliente, await idDoUsuario(t.db, 'cliente')));
  claudia = contato?.id ?? 0;
  const outra = await createUsuario(
    t.db,
    {
      username: 'outra_cliente',
      nome: 'Olga',
      sobrenome: 'Outra',
      email: 'olga@exemplo.com.br',
      password: 'uma senha longa',
      cliente: true,
    },
    { by: null },
  );
  const [daOlga] = await t.db
    .insert(contatos)
    .values({ nome: 'Olga', sobrenome: 'Outra', usuario_cliente: outra.id } as never)
    .returning({ id: contatos.id });
  olga = daOlga?.id ?? 0;
  venda.propria = await novaVenda({ cliente: claudia });
  venda.alheia = await novaVenda({ cliente: olga });
  // Olga's trip where Cláudia travels too
  venda.passageiro = await novaVenda({ cliente: olga });
  const orcamento = await criarOrcamento(t.db, { venda: venda.passageiro, tipo: 'orcamento_hotel' });
  await t.db.insert(passageiros).values({ orcamento, contato: claudia, ordem: 1 });
  // a company Cláudia is a contact of
  const [empresa] = await t.db
    .insert(empresas)
    .values({ nome: 'Viagens Corporativas Ltda' })
    .returning({ id: empresas.id });
  await t.db.insert(contatos_empresas).values({ contato_id: claudia, empresa_id: empresa?.id ?? 0 });
  venda.empresa = await novaVenda({ cliente_empresa: empresa?.id ?? null });
}, 120_000);
afterAll(() => t.close());

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const idsDe = async (username: string) => {
  const r = await get(username, '/api/portal/vendas/');
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as VendasPortal).vendas.map((v) => [v.id, v.vinculo]);
};

describe('GET /api/portal/vendas/', () => {
  it("lists the client's sales and the ones they travel on, newest first, never another client's", async () => {
    await permitirContatosDaEmpresa(false);
    expect(await idsDe('cliente')).toEqual([
      [venda.passageiro, 'passageiro'],
      [venda.propria, 'cliente'],
    ]);
    expect(await idsDe('outra_cliente')).toEqual([
      [venda.passageiro, 'cliente'],
      [venda.alheia, 'cliente'],
    ]);
  });

  it("adds the company's sales to its contacts only when the agency allows it", async () => {
    await permitirContatosDaEmpresa(true);
    expect((await idsDe('cliente'))[0]).toEqual([venda.empresa, 'empresa']);
    expect((await idsDe('outra_cliente')).map(([id]) => id)).not.toContain(venda.empresa);
    await permitirContatosDaEmpresa(false);
    expect((await idsDe('cliente')).map(([id]) => id)).not.toContain(venda.empresa);
  });

  it('answers a bad page with a message', async () => {
    const r = await get('cliente', '/api/portal/vendas/?page=abc');
    expect(r.statusCode).toBe(400);
    expect(expectDetail(r)).toEqual(expect.any(String));
  });
});

describe('GET /api/portal/vendas/{id}/', () => {
  it('opens a sale the account sees, saying why', async () => {
    const r = await get('cliente', `/api/portal/vendas/${venda.passageiro}/`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: venda.passageiro, vinculo: 'passageiro', status: 'proposta' });
    expect((r.json() as VendaPortal).consultor).toEqual(expect.any(String));
  });

  it("answers another client's sale, or one that does not exist, as not found", async () => {
    for (const id of [venda.alheia, venda.empresa, 2_000_000_000]) {
      const r = await get('cliente', `/api/portal/vendas/${id}/`);
      expect(r.statusCode, String(id)).toBe(404);
      expect(expectDetail(r)).toBe(PORTAL_MESSAGES.vendaNaoEncontrada);
    }
    expect((await get('outra_cliente', `/api/portal/vendas/${venda.propria}/`)).statusCode).toBe(404);
  });

  it("opens the company's sale to its contact once the agency allows it", async () => {
    await permitirContatosDaEmpresa(true);
    const r = await get('cliente', `/api/portal/vendas/${venda.empresa}/`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ vinculo: 'empresa' });
    await permitirContatosDaEmpresa(false);
  });
});

describe('access', () => {
  it('refuses staff (they read sales in the back-office) and asks an anonymous request to sign in', async () => {
    for (const url of ['/api/portal/vendas/', `/api/portal/vendas/${venda.propria}/`]) {
      for (const username of ROLES_STAFF) {
        const r = await get(username, url);
        expect(r.statusCode, `${username} ${url}`).toBe(403);
        expect(expectDetail(r)).toBe(AUTH_MESSAGES.forbidden);
      }
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
