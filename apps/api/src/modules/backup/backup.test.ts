import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openPglite, openPostgres } from '../../db/client.ts';
import { contatos, usuarios } from '../../db/schema/index.ts';
import { CONTATO_AGENCIA } from '../../db/seed/contatos.ts';
import { FolderObjectStore, type ObjectStore } from '../../platform/object-store.ts';
import { S3ObjectStore } from '../../platform/object-store-s3.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  adaptClientToTestServer,
  startTestS3Server,
  TEST_S3_KEYS,
  type TestS3Server,
} from '../../test/s3-server.ts';
import { openPgliteFromTemplate, withDatabase } from '../../test/template.ts';
import { fazerBackup, RestauracaoRecusada, restaurar } from './backup.ts';
import { tabelasComDados } from './banco-logico.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

let t: TestApp;
let pasta: string;
let contato: number;
let venda: number;

/** A multipart body with the passport's fields and its image in `arquivo`. */
function passaporte(imagem: Buffer) {
  const boundary = `----skyler${randomBytes(8).toString('hex')}`;
  const campos = { numero: 'BK123456', data_emissao: '2020-01-10', data_validade: '2030-01-09', pais: '' };
  const parts: Buffer[] = Object.entries(campos).map(([nome, valor]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${nome}"\r\n\r\n${valor}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="passaporte.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    imagem,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Every row of every table (as the server's JSON, sorted) and every sequence's value. */
async function fotografia(db: Db): Promise<Record<string, string[]>> {
  const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const tabelas = rows<{ nome: string }>(
    await db.execute(sql`select table_name as nome from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const resultado: Record<string, string[]> = {};
  for (const { nome } of tabelas) {
    resultado[nome] = rows<{ r: string }>(
      await db.execute(sql.raw(`select row_to_json(t)::text as r from public."${nome}" t order by 1`)),
    ).map((row) => row.r);
  }
  resultado['(sequências)'] = rows<{ s: string }>(
    await db.execute(sql`select sequencename || '=' || coalesce(last_value::text, '-') as s
      from pg_sequences where schemaname = 'public' order by 1`),
  ).map((row) => row.s);
  return resultado;
}

/** The SHA-256 of every object in the store, by key. */
async function hashes(store: ObjectStore): Promise<Record<string, string>> {
  const resultado: Record<string, string> = {};
  for await (const key of store.list()) {
    const objeto = await store.get(key);
    if (!objeto) continue;
    resultado[key] = createHash('sha256')
      .update(await buffer(objeto.stream))
      .digest('hex');
  }
  return resultado;
}

/** An empty database: a new one on the PostgreSQL server of TEST_DATABASE_URL, else a new PGlite DATA_DIR. */
async function destinoVazio(): Promise<
  { tipo: 'aberto'; database: Database; fim: () => Promise<void> } | { tipo: 'pglite'; dataDir: string }
> {
  if (!serverUrl) return { tipo: 'pglite', dataDir: mkdtempSync(path.join(pasta, 'data-')) };
  const nome = `skyler_restauracao_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${nome}`);
  await admin.end();
  const database = await openPostgres(withDatabase(serverUrl, nome), { poolMax: 2 });
  return {
    tipo: 'aberto',
    database,
    fim: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${nome} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * The logical backup of the agency as `beforeAll` left it (the tests that restore it over the source put
 * that back), made once for the tests that read it.
 */
let logico: Promise<{ arquivo: string; manifesto: Awaited<ReturnType<typeof fazerBackup>> }> | undefined;
function backupLogico() {
  logico ??= (async () => {
    const arquivo = path.join(pasta, 'logico.tar.gz');
    const manifesto = await fazerBackup({
      database: sourceDatabase(),
      store: sourceStore(),
      saida: arquivo,
      formato: 'logico',
    });
    return { arquivo, manifesto };
  })();
  return logico;
}

const s3Options = (s3: TestS3Server) => ({ endpoint: s3.endpoint, region: 'us-east-1', ...TEST_S3_KEYS });
const sourceStore = () => new FolderObjectStore(path.join(t.dataDir, 'files'));
const sourceDatabase = (): Database => ({
  db: t.db,
  kind: serverUrl ? 'postgres' : 'pglite',
  close: async () => {},
  estadoPool: () => ({ emUso: 0, ociosas: 0, aguardando: 0 }),
});

beforeAll(async () => {
  t = await createTestApp();
  pasta = mkdtempSync(path.join(tmpdir(), 'skyler-backup-test-'));
  // the agency's work, through the API: a contact, a sale for them, a passport with its image
  const [agencia] = await t.db
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.nome_busca, CONTATO_AGENCIA.nome_busca));
  const criado = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/contatos/',
    payload: { nome: 'Bárbara', sobrenome: 'Backup', indicacao: agencia?.id },
  });
  expect(criado.statusCode, criado.body).toBe(201);
  contato = (criado.json() as { id: number }).id;
  const [consultor] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
  const vendida = await t.injectAs('consultor', {
    method: 'POST',
    url: '/api/vendas/',
    payload: {
      cliente: contato,
      consultor: consultor?.id,
      meio_contato_tipo: 'Outro',
      meio_contato_valor: 'loja',
    },
  });
  expect(vendida.statusCode, vendida.body).toBe(201);
  venda = (vendida.json() as { id: number }).id;
  const imagem = PNG.sync.write(new PNG({ width: 8, height: 8 }));
  const enviado = await t.injectAs('consultor', {
    method: 'POST',
    url: `/api/contatos/${contato}/passaportes/`,
    ...passaporte(imagem),
  });
  expect(enviado.statusCode, enviado.body).toBe(201);
});
afterAll(async () => {
  await t.close();
  rmSync(pasta, { recursive: true, force: true });
});

// a whole database dumped and loaded again, several times: minutes on a loaded two-core machine
describe('backup and restore', { timeout: 240_000 }, () => {
  it(`restores the whole agency into an empty database (${serverUrl ? 'PostgreSQL' : 'PGlite'}): every row and every file`, async () => {
    const arquivo = path.join(pasta, 'completo.tar.gz');
    const manifesto = await fazerBackup({ database: sourceDatabase(), store: sourceStore(), saida: arquivo });
    expect(manifesto.banco.formato).toBe(serverUrl ? 'logico' : 'pglite');
    expect(manifesto.arquivos).toBeGreaterThanOrEqual(1);
    const antes = await fotografia(t.db);
    const arquivosAntes = await hashes(sourceStore());
    expect(Object.keys(arquivosAntes).length).toBe(manifesto.arquivos);
    expect(antes.contatos?.some((linha) => linha.includes('"Bárbara"'))).toBe(true);
    expect(antes.vendas?.some((linha) => linha.startsWith(`{"id":${venda},`))).toBe(true);

    const destino = await destinoVazio();
    const storeDestino = new FolderObjectStore(path.join(pasta, 'arquivos-completo'));
    try {
      await restaurar({ entrada: arquivo, destino, store: storeDestino, force: false });
      if (destino.tipo === 'aberto') {
        expect(await fotografia(destino.database.db)).toEqual(antes);
      } else {
        const restaurado = await openPglite(destino.dataDir);
        try {
          expect(await fotografia(restaurado.db)).toEqual(antes);
        } finally {
          await restaurado.close();
        }
      }
      expect(await hashes(storeDestino)).toEqual(arquivosAntes);
    } finally {
      if (destino.tipo === 'aberto') await destino.fim();
    }
  });

  it('restores the logical dump (the PostgreSQL format) into an empty database on either engine', async () => {
    const { arquivo, manifesto } = await backupLogico();
    expect(manifesto.banco.formato === 'logico' && manifesto.banco.tabelas.length).toBeGreaterThan(20);
    const vazio = await openPgliteFromTemplate('migrada');
    const storeDestino = new FolderObjectStore(path.join(pasta, 'arquivos-logico'));
    try {
      const resultado = await restaurar({
        entrada: arquivo,
        destino: { tipo: 'aberto', database: vazio },
        store: storeDestino,
        force: false,
      });
      expect(resultado.linhas).toBeGreaterThan(0);
      expect(await fotografia(vazio.db)).toEqual(await fotografia(t.db));
      expect(await hashes(storeDestino)).toEqual(await hashes(sourceStore()));
      // the restored database works on: its sequences go on after the restored ids
      const [novo] = await vazio.db
        .insert(contatos)
        .values({ nome: 'Depois', sobrenome: 'Restauro' })
        .returning();
      expect(novo?.id).toBeGreaterThan(contato);
    } finally {
      await vazio.close();
    }
  });

  it('copies the files from an S3 bucket and puts them back into one', async () => {
    const s3 = await startTestS3Server();
    const bucket = (prefixo: string) => {
      const store = new S3ObjectStore({ ...s3Options(s3), url: `s3://${s3.bucket}/${prefixo}` });
      adaptClientToTestServer(store.client);
      return store;
    };
    try {
      const origem = bucket('origem');
      const arquivosAntes = await hashes(sourceStore());
      for await (const key of sourceStore().list()) {
        const objeto = await sourceStore().get(key);
        if (objeto) await origem.put(key, objeto.stream, { contentType: 'application/octet-stream' });
      }
      const arquivo = path.join(pasta, 's3.tar.gz');
      const manifesto = await fazerBackup({
        database: sourceDatabase(),
        store: origem,
        saida: arquivo,
        formato: 'logico',
      });
      expect(manifesto.arquivos).toBe(Object.keys(arquivosAntes).length);
      const vazio = await openPgliteFromTemplate('migrada');
      try {
        const destino = bucket('destino');
        await restaurar({
          entrada: arquivo,
          destino: { tipo: 'aberto', database: vazio },
          store: destino,
          force: false,
        });
        expect(await hashes(destino)).toEqual(arquivosAntes);
      } finally {
        await vazio.close();
      }
    } finally {
      await s3.close();
    }
  });

  it('refuses a database that holds data without --force and changes nothing; replaces it with --force', async () => {
    const { arquivo } = await backupLogico();
    const noBackup = await fotografia(t.db);
    await t.db.update(contatos).set({ nome: 'Alterada' }).where(eq(contatos.id, contato));
    const antes = await fotografia(t.db);
    const arquivosAntes = await hashes(sourceStore());
    const destino = { tipo: 'aberto' as const, database: sourceDatabase() };

    const recusa = restaurar({ entrada: arquivo, destino, store: sourceStore(), force: false });
    await expect(recusa).rejects.toBeInstanceOf(RestauracaoRecusada);
    await expect(recusa).rejects.toThrow(/não está vazio .* repita o comando com --force/);
    expect(await fotografia(t.db)).toEqual(antes);
    expect(await hashes(sourceStore())).toEqual(arquivosAntes);

    await restaurar({ entrada: arquivo, destino, store: sourceStore(), force: true });
    expect(await fotografia(t.db)).toEqual(noBackup);
    expect(await hashes(sourceStore())).toEqual(arquivosAntes);
  });

  it('refuses an archive whose content does not match its manifest, changing nothing', async () => {
    const { arquivo } = await backupLogico();
    const tar = gunzipSync(readFileSync(arquivo));
    // one byte of the first stored file's content (right after its 512-byte header) changed
    const inicio = tar.indexOf('arquivos/') + 512;
    tar[inicio] = (tar[inicio] ?? 0) ^ 1;
    const alterado = path.join(pasta, 'alterado.tar.gz');
    writeFileSync(alterado, gzipSync(tar));
    const vazio = await openPgliteFromTemplate('migrada');
    try {
      await expect(
        restaurar({
          entrada: alterado,
          destino: { tipo: 'aberto', database: vazio },
          store: new FolderObjectStore(path.join(pasta, 'arquivos-alterado')),
          force: false,
        }),
      ).rejects.toThrow(/corrompido ou incompleto: .* não confere com o SHA-256/);
      expect(await tabelasComDados(vazio.db)).toEqual([]);
    } finally {
      await vazio.close();
    }
  });
});
