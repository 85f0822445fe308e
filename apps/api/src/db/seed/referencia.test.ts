import { count, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import {
  aeroportos,
  cartoes,
  cias_aereas,
  cidades,
  estados,
  fidelidades,
  moedas,
  paises,
  programas,
} from '../schema/referencia.ts';
import { seedReferencia, seedReferenciaAdminDemo, seedReferenciaDemo } from './referencia.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function contar(table: PgTable): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const TABELAS = {
  moedas,
  paises,
  estados,
  cidades,
  aeroportos,
  cias_aereas,
  programas,
  fidelidades,
  cartoes,
};

async function contagens() {
  return Object.fromEntries(
    await Promise.all(
      Object.entries(TABELAS).map(async ([nome, table]) => [nome, await contar(table)] as const),
    ),
  );
}

describe('seedReferencia', () => {
  it('fills every reference table once, and no company data', async () => {
    await seedReferencia(database.db);
    const primeira = await contagens();
    expect(primeira).toMatchObject({ estados: 27, cidades: 5570, programas: 20, fidelidades: 0, cartoes: 0 });
    expect(primeira.moedas).toBeGreaterThanOrEqual(17);
    expect(primeira.paises).toBeGreaterThanOrEqual(249);
    expect(primeira.aeroportos).toBeGreaterThan(6000);
    expect(primeira.cias_aereas).toBeGreaterThan(900);

    await seedReferencia(database.db);
    expect(await contagens()).toEqual(primeira);
    // the whole reference data (5,570 cities, 6,000+ airports) loaded for real, slow on a busy machine
  }, 90_000);

  it('links Brazilian airports to their IBGE city', async () => {
    const rows = await database.db
      .select({ iata: aeroportos.iata, nome: cidades.nome, sigla: estados.sigla })
      .from(aeroportos)
      .innerJoin(cidades, eq(cidades.id, aeroportos.cidade_id))
      .innerJoin(estados, eq(estados.id, cidades.estado_id))
      .where(inArray(aeroportos.iata, ['GRU', 'BSB']));
    expect(rows).toEqual(
      expect.arrayContaining([
        { iata: 'GRU', nome: 'São Paulo', sigla: 'SP' },
        { iata: 'BSB', nome: 'Brasília', sigla: 'DF' },
      ]),
    );
  });

  it('keeps BRL as currency 2 and lets new currencies take the next ids', async () => {
    const [brl] = await database.db.select().from(moedas).where(eq(moedas.id, 2));
    expect(brl?.sigla).toBe('BRL');
    const [nova] = await database.db
      .insert(moedas)
      .values({ sigla: 'XAU', nome: 'Ouro', simbolo: 'XAU', cambio: '500.000000' })
      .returning();
    expect(nova?.id).toBe(await contar(moedas));
    await database.db.delete(moedas).where(eq(moedas.sigla, 'XAU'));
  });

  it('adds the demo cards and own loyalty accounts once', async () => {
    await seedReferenciaDemo(database.db);
    await seedReferenciaDemo(database.db);
    expect(await contar(cartoes)).toBe(4);
    expect(await contar(fidelidades)).toBe(8);
  });

  it('adds the inactive rows the administration screens show, once', async () => {
    await seedReferenciaAdminDemo(database.db);
    await seedReferenciaAdminDemo(database.db);
    const inativos = await database.db.select().from(programas).where(eq(programas.ativo, false));
    expect(inativos.map((p) => p.nome)).toEqual(['Dotz']);
    const contas = await database.db.select().from(fidelidades).where(eq(fidelidades.ativo, false));
    expect(contas).toMatchObject([{ numero_id_conta: '418 550 002', conta_propria: true }]);
    const [oceanair] = await database.db.select().from(cias_aereas).where(eq(cias_aereas.iata, 'O6'));
    expect(oceanair?.ativo).toBe(false);
  });
});
