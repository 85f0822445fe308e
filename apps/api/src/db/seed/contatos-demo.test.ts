import { isValidCnpj, isValidCpf } from '@skyler/domain/validacao';
import { count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { contatos, contatos_empresas, documentos_contato, empresas } from '../schema/index.ts';
import { CONTATOS_DEMO, createRandom, gerarCnpj, gerarCpf } from './contatos-demo.ts';
import { EMPRESAS_DEMO } from './contatos-demo-data.ts';

describe('generated documents', () => {
  it('CPFs and CNPJs have valid check digits', () => {
    const random = createRandom(7);
    for (let i = 0; i < 2000; i++) {
      expect(isValidCpf(gerarCpf(random))).toBe(true);
      expect(isValidCnpj(gerarCnpj(random))).toBe(true);
    }
  });

  it('the generator is seeded: the same seed gives the same sequence', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    expect(Array.from({ length: 20 }, () => a.next())).toEqual(Array.from({ length: 20 }, () => b.next()));
  });
});

describe('demo contacts and companies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a few hundred contacts and dozens of companies, valid and linked', async () => {
    const [pessoas] = await t.db.select({ n: count() }).from(contatos);
    // and the agency and the demo customer account's own contact
    expect(pessoas?.n).toBe(CONTATOS_DEMO + 2);
    const [firmas] = await t.db.select({ n: count() }).from(empresas);
    expect(firmas?.n).toBe(EMPRESAS_DEMO.length);
    const comCpf = await t.db.select({ cpf: contatos.cpf }).from(contatos).where(isNotNull(contatos.cpf));
    expect(comCpf.length).toBeGreaterThan(CONTATOS_DEMO * 0.9);
    expect(comCpf.every((row) => isValidCpf(row.cpf))).toBe(true);
    const [vips] = await t.db.select({ n: count() }).from(contatos).where(eq(contatos.tier, 'VIP'));
    expect(vips?.n).toBeGreaterThan(10);
    const [passaportes] = await t.db
      .select({ n: count() })
      .from(documentos_contato)
      .where(eq(documentos_contato.tipo, 'passaporte'));
    expect(passaportes?.n).toBeGreaterThan(30);
    const [ligacoes] = await t.db.select({ n: count() }).from(contatos_empresas);
    expect(ligacoes?.n).toBeGreaterThanOrEqual(EMPRESAS_DEMO.length);
  });

  it('is the same demo on every database', async () => {
    const outro = await createTestApp();
    try {
      const nomes = (db: TestApp['db']) =>
        db
          .select({ nome: contatos.nome, sobrenome: contatos.sobrenome, cpf: contatos.cpf })
          .from(contatos)
          .orderBy(contatos.id);
      expect(await nomes(outro.db)).toEqual(await nomes(t.db));
    } finally {
      await outro.close();
    }
  });
});
