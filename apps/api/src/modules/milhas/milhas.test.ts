import {
  type LinhaTabelaMilhasView,
  MILHAS_TABELA_MESSAGES,
  ZLinhaTabelaMilhasView,
} from '@skyler/domain/milhas';
import { validarLinhaTabela } from '@skyler/domain/precos/milhas';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cias_aereas, parametros, tabela_milhas } from '../../db/schema/index.ts';
import { DESAGIO_PROPRIO_INICIAL, seedMilhas, TABELA_MILHAS_INICIAL } from '../../db/seed/milhas.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { DESAGIO_PROPRIO } from './milhas.queries.ts';

usarApp({ referencia: true });

const STAFF = ['admin', 'consultor', 'sdr', 'cotador', 'emissor', 'financeiro', 'milhas'];

async function tabela(url: string): Promise<LinhaTabelaMilhasView[]> {
  const response = await t.injectAs('cotador', { method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET /api/milhas/', () => {
  it('answers the current sale price and cost rows of the seeded airline programmes', async () => {
    const todas = await tabela('/api/milhas/');
    expect(todas).toHaveLength(TABELA_MILHAS_INICIAL.length * 2);
    for (const linha of todas) ZLinhaTabelaMilhasView.parse(linha);
    const venda = await tabela('/api/milhas/?tipo=preco_de_venda');
    const custo = await tabela('/api/milhas/?tipo=custo');
    expect(venda.every((linha) => linha.tipo === 'preco_de_venda')).toBe(true);
    expect(custo.every((linha) => linha.tipo === 'custo')).toBe(true);
    expect(venda.length + custo.length).toBe(todas.length);
    const nomes = new Set(venda.map((linha) => linha.programa.nome));
    for (const nome of ['Smiles', 'LATAM Pass', 'TudoAzul', 'TAP Miles&Go']) expect(nomes).toContain(nome);
    const smiles = venda.find((linha) => linha.programa.nome === 'Smiles');
    const [gol] = await t.db
      .select()
      .from(cias_aereas)
      .where(eq(cias_aereas.id, smiles?.operado_por?.id ?? 0));
    expect(gol?.iata).toBe('G3');
    expect(smiles).toMatchObject({
      classe: null,
      precos: ['26.00', '24.50', '23.00', '22.00', '21.50', '21.00'],
      piso: '19.00',
      custo_proprio: null,
      archived_at: null,
    });
    expect(
      custo.find((linha) => linha.programa.nome === 'LATAM Pass' && linha.classe === 'executiva'),
    ).toMatchObject({
      custo_proprio: '27.80',
      custo_terceiros: '30.00',
    });
  });

  it('every seeded row passes the table’s own checks (prices and floor positive, not all below the floor)', () => {
    for (const linha of TABELA_MILHAS_INICIAL) {
      expect(validarLinhaTabela({ precos: linha.venda, piso: linha.pisoVenda }), linha.programa).toBeNull();
      expect(validarLinhaTabela({ precos: linha.custo, piso: linha.pisoCusto }), linha.programa).toBeNull();
    }
  });

  it('leaves archived rows out (they are the history)', async () => {
    const [linha] = await t.db.select().from(tabela_milhas).limit(1);
    if (!linha) throw new Error('seed');
    await t.db.update(tabela_milhas).set({ archived_at: new Date() }).where(eq(tabela_milhas.id, linha.id));
    try {
      expect((await tabela('/api/milhas/')).map((l) => l.id)).not.toContain(linha.id);
    } finally {
      await t.db.update(tabela_milhas).set({ archived_at: null }).where(eq(tabela_milhas.id, linha.id));
    }
  });

  it('400 for an unknown kind', async () => {
    const response = await t.injectAs('cotador', { method: 'GET', url: '/api/milhas/?tipo=outro' });
    expect(response.statusCode).toBe(400);
  });

  it('seeding again adds nothing', async () => {
    const [antes] = await t.db.select({ n: count() }).from(tabela_milhas);
    await seedMilhas(t.db);
    const [depois] = await t.db.select({ n: count() }).from(tabela_milhas);
    expect(depois?.n).toBe(antes?.n);
  });
});

describe('GET /api/milhas-validadas/desagio_compra/', () => {
  it('answers the own-account discount while there are no validated purchases', async () => {
    const response = await t.injectAs('cotador', {
      method: 'GET',
      url: '/api/milhas-validadas/desagio_compra/',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ desagio_compra: '12.50' });
    expect(Number(DESAGIO_PROPRIO_INICIAL)).toBe(12.5);
  });

  it('404 "Deságio próprio não encontrado" when the setting is missing; seeding puts it back', async () => {
    await t.db.delete(parametros).where(eq(parametros.chave, DESAGIO_PROPRIO));
    const response = await t.injectAs('cotador', {
      method: 'GET',
      url: '/api/milhas-validadas/desagio_compra/',
    });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(MILHAS_TABELA_MESSAGES.desagioProprioNaoEncontrado);
    await seedMilhas(t.db);
    const [linha] = await t.db.select().from(parametros).where(eq(parametros.chave, DESAGIO_PROPRIO));
    expect(Number(linha?.valor)).toBe(12.5);
  });

  it('keeps a discount the agency changed when seeding again', async () => {
    await t.db.update(parametros).set({ valor: '9.75' }).where(eq(parametros.chave, DESAGIO_PROPRIO));
    await seedMilhas(t.db);
    const response = await t.injectAs('milhas', {
      method: 'GET',
      url: '/api/milhas-validadas/desagio_compra/',
    });
    expect(response.json()).toEqual({ desagio_compra: '9.75' });
    await t.db.execute(sql`update parametros set valor = 12.5 where chave = ${DESAGIO_PROPRIO}`);
  });
});

describe('who reads the miles table and the discount', () => {
  it.each(['/api/milhas/', '/api/milhas/?tipo=custo', '/api/milhas-validadas/desagio_compra/'])(
    'GET %s: every staff account; a customer 403; nobody signed in 401',
    async (url) => {
      for (const username of STAFF) {
        expect((await t.injectAs(username, { method: 'GET', url })).statusCode, username).toBe(200);
      }
      expect((await t.injectAs('cliente', { method: 'GET', url })).statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    },
  );
});
