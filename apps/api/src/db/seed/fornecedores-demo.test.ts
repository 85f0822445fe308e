import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidCnpj, isValidCpf } from '@skyler/domain/validacao';
import { count } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileStore } from '../../platform/files.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../client.ts';
import { fornecedores, fornecedores_provedores, provedor_imagens, provedores } from '../schema/index.ts';
import { FORNECEDORES_DEMO, PROVEDORES_DEMO } from './fornecedores-demo-data.ts';
import { desenharImagem } from './imagens-demo.ts';
import { seedDatabase } from './index.ts';

let database: Database;
const root = mkdtempSync(path.join(tmpdir(), 'skyler-seed-files-'));
const files = new FileStore({ root, maxBytes: 10 * 1024 * 1024 });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { demo: true, referencia: false, files });
});
afterAll(async () => {
  await database.close();
  rmSync(root, { recursive: true, force: true });
});

describe('demo supplier base', () => {
  it('creates the suppliers, providers and associations of the demo data', async () => {
    const [nFornecedores] = await database.db.select({ n: count() }).from(fornecedores);
    const [nProvedores] = await database.db.select({ n: count() }).from(provedores);
    const [nAssociacoes] = await database.db.select({ n: count() }).from(fornecedores_provedores);
    expect(nFornecedores?.n).toBe(FORNECEDORES_DEMO.length);
    expect(nProvedores?.n).toBe(PROVEDORES_DEMO.length);
    expect(nAssociacoes?.n).toBe(FORNECEDORES_DEMO.reduce((total, f) => total + f.provedores.length, 0));
    expect(FORNECEDORES_DEMO.length).toBeGreaterThanOrEqual(20);
    expect(PROVEDORES_DEMO.length).toBeGreaterThanOrEqual(20);
  });

  it('uses valid, distinct documents', () => {
    for (const lista of [FORNECEDORES_DEMO, PROVEDORES_DEMO]) {
      const documentos = lista.map((item) => item.cnpj ?? item.cpf ?? '');
      expect(new Set(documentos).size).toBe(lista.length);
      for (const item of lista) {
        expect(item.cnpj ? isValidCnpj(item.cnpj) : isValidCpf(item.cpf), item.nome).toBe(true);
      }
    }
  });

  it('stores the drawn pictures as real PNG files', async () => {
    const imagens = await database.db.select().from(provedor_imagens);
    expect(imagens).toHaveLength(PROVEDORES_DEMO.reduce((total, p) => total + (p.imagens?.length ?? 0), 0));
    for (const imagem of imagens) {
      expect(imagem.mime).toBe('image/png');
      const png = PNG.sync.read(readFileSync(path.join(root, imagem.arquivo)));
      expect([png.width, png.height]).toEqual([480, 300]);
    }
  });

  it('draws the same picture from the same seed', () => {
    expect(desenharImagem('praia', 3).equals(desenharImagem('praia', 3))).toBe(true);
    expect(desenharImagem('praia', 3).equals(desenharImagem('praia', 4))).toBe(false);
  });
});
