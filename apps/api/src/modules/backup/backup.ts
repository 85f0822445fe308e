import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { type Database, openPglite } from '../../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../../db/migrate.ts';
import type { ObjectStore } from '../../platform/object-store.ts';
import {
  carregarBanco,
  despejarBanco,
  migracoesDoBanco,
  type Sequencia,
  type TabelaDespejada,
  tabelasComDados,
} from './banco-logico.ts';
import { readTar, streamSink, TAR_END, tarHeader, tarPadding } from './tar.ts';

/**
 * One backup file (decision 0046): a gzipped tar with the database part under `banco/`, every stored
 * file under `arquivos/<key>` and, last, `manifesto.json`, which lists every other entry with its size
 * and SHA-256. The database part is a logical dump (`banco/<tabela>.ndjson`, PostgreSQL) or the
 * embedded database's data directory (`banco/pgdata.tar.gz`, PGlite).
 */
export type Manifesto = {
  formato: 'skyler-backup';
  versao: 1;
  criado_em: string;
  /** the migrations the database had, oldest first */
  migracoes: string[];
  banco: { formato: 'logico'; tabelas: TabelaDespejada[]; sequencias: Sequencia[] } | { formato: 'pglite' };
  arquivos: number;
  entradas: { caminho: string; bytes: number; sha256: string }[];
};

export type FormatoBanco = Manifesto['banco']['formato'];

const MANIFESTO = 'manifesto.json';
const PGLITE_DUMP = 'banco/pgdata.tar.gz';

export const BANCO_NAO_VAZIO = (tabelas: string[]) =>
  `O banco de dados de destino não está vazio (há dados em ${tabelas.length} tabela(s), como ${tabelas.slice(0, 3).join(', ')}). ` +
  'A restauração substituiria esses dados e não foi feita; nada foi alterado. ' +
  'Para substituir tudo pelo conteúdo do backup, repita o comando com --force.';

/** A refusal the operator can act on: printed as is, nothing was changed. */
export class RestauracaoRecusada extends Error {}

/** The content type an object is put back with, from the extension its key was given on upload. */
const TIPOS: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function tipoDaChave(key: string): string {
  return TIPOS[path.extname(key).slice(1).toLowerCase()] ?? 'application/octet-stream';
}

type Escritor = {
  entrada: (caminho: string, bytes: number, conteudo: AsyncIterable<Buffer>) => Promise<void>;
  entradas: Manifesto['entradas'];
};

function escritorTar(sink: ReturnType<typeof streamSink>): Escritor {
  const entradas: Manifesto['entradas'] = [];
  const mtime = new Date();
  return {
    entradas,
    entrada: async (caminho, bytes, conteudo) => {
      await sink.write(tarHeader(caminho, bytes, mtime));
      const hash = createHash('sha256');
      let lidos = 0;
      for await (const chunk of conteudo) {
        lidos += chunk.length;
        if (lidos > bytes) break;
        hash.update(chunk);
        await sink.write(chunk);
      }
      if (lidos !== bytes) {
        throw new Error(
          `${caminho} mudou de tamanho durante o backup (${bytes} bytes esperados, ${lidos} lidos).`,
        );
      }
      await sink.write(tarPadding(bytes));
      entradas.push({ caminho, bytes, sha256: hash.digest('hex') });
    },
  };
}

/**
 * Writes the backup of `database` and of every object of `store` to `saida` (first as `saida.parcial`,
 * renamed once complete). The database is read first, as one snapshot; the files after it, so every file
 * its rows name is there.
 */
export async function fazerBackup(options: {
  database: Database;
  store: ObjectStore;
  saida: string;
  /** default: the engine's own (PGlite: its data directory; PostgreSQL: the logical dump) */
  formato?: FormatoBanco;
}): Promise<Manifesto> {
  const { database, store } = options;
  const formato = options.formato ?? (database.kind === 'pglite' ? 'pglite' : 'logico');
  const temporaria = await mkdtemp(path.join(tmpdir(), 'skyler-backup-'));
  const parcial = `${options.saida}.parcial`;
  try {
    await mkdir(path.join(temporaria, 'banco'));
    const migracoes = await migracoesDoBanco(database.db);
    let banco: Manifesto['banco'];
    const partesDoBanco: string[] = [];
    if (formato === 'logico') {
      const dump = await despejarBanco(database.db, path.join(temporaria, 'banco'));
      banco = { formato, ...dump };
      partesDoBanco.push(...dump.tabelas.map((tabela) => `banco/${tabela.nome}.ndjson`));
    } else {
      if (database.kind !== 'pglite') throw new Error('Só o banco embutido (PGlite) tem pasta de dados.');
      const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } })
        .$client;
      // a checkpoint first: the copy then needs no WAL replay when it is opened, which would move every
      // sequence ahead by the values Postgres logs in advance (ids would skip, as after a crash)
      await database.db.execute(sql`checkpoint`);
      const blob = await client.dumpDataDir('gzip');
      await writeFile(path.join(temporaria, PGLITE_DUMP), Buffer.from(await blob.arrayBuffer()));
      banco = { formato };
      partesDoBanco.push(PGLITE_DUMP);
    }

    await mkdir(path.dirname(path.resolve(parcial)), { recursive: true });
    const gzip = createGzip();
    const gravado = pipeline(gzip, createWriteStream(parcial));
    const sink = streamSink(gzip);
    const tar = escritorTar(sink);
    let arquivos = 0;
    try {
      for (const caminho of partesDoBanco) {
        const arquivo = path.join(temporaria, caminho);
        await tar.entrada(caminho, (await stat(arquivo)).size, createReadStream(arquivo));
      }
      for await (const key of store.list()) {
        const objeto = await store.get(key);
        if (!objeto) continue; // removed since it was listed: its row is gone too
        await tar.entrada(`arquivos/${key}`, objeto.size, objeto.stream);
        arquivos += 1;
      }
      const manifesto: Manifesto = {
        formato: 'skyler-backup',
        versao: 1,
        criado_em: new Date().toISOString(),
        migracoes,
        banco,
        arquivos,
        entradas: tar.entradas,
      };
      const texto = Buffer.from(JSON.stringify(manifesto, null, 2));
      await sink.write(tarHeader(MANIFESTO, texto.length, new Date()));
      await sink.write(texto);
      await sink.write(tarPadding(texto.length));
      await sink.write(TAR_END);
      await sink.end();
      await gravado;
      await rename(parcial, options.saida);
      return manifesto;
    } catch (error) {
      gzip.destroy();
      await gravado.catch(() => undefined);
      throw error;
    }
  } finally {
    await rm(parcial, { force: true });
    await rm(temporaria, { recursive: true, force: true });
  }
}

/** Where a backup is restored to: an embedded database's DATA_DIR, or a database already open. */
export type Destino = { tipo: 'pglite'; dataDir: string } | { tipo: 'aberto'; database: Database };

export type Restauracao = { tabelas: number; linhas: number | null; arquivos: number; formato: FormatoBanco };

function nomeSeguro(caminho: string): boolean {
  const partes = caminho.split('/');
  return (
    (caminho === MANIFESTO || partes[0] === 'banco' || partes[0] === 'arquivos') &&
    partes.length > 1 === (caminho !== MANIFESTO) &&
    !partes.some((parte) => parte === '' || parte === '.' || parte === '..' || parte.includes('\\'))
  );
}

function corrompido(detalhe: string): RestauracaoRecusada {
  return new RestauracaoRecusada(
    `O arquivo de backup está corrompido ou incompleto: ${detalhe}. Nada foi alterado.`,
  );
}

/** Unpacks the archive into `pasta`, checking every entry against the manifest; answers the manifest. */
async function extrair(entrada: string, pasta: string): Promise<Manifesto> {
  if (!existsSync(entrada)) throw new RestauracaoRecusada(`O arquivo ${entrada} não existe.`);
  const lidas = new Map<string, { bytes: number; sha256: string }>();
  const fonte = createReadStream(entrada);
  const gunzip = createGunzip();
  fonte.on('error', (error) => gunzip.destroy(error));
  try {
    await readTar(fonte.pipe(gunzip), async (caminho, bytes) => {
      if (!nomeSeguro(caminho) || lidas.has(caminho)) throw corrompido(`entrada inesperada ${caminho}`);
      const destino = path.join(pasta, caminho);
      await mkdir(path.dirname(destino), { recursive: true });
      const hash = createHash('sha256');
      const sink = streamSink(createWriteStream(destino), (chunk) => hash.update(chunk));
      return {
        write: sink.write,
        end: async () => {
          await sink.end();
          lidas.set(caminho, { bytes, sha256: hash.digest('hex') });
        },
      };
    });
  } catch (error) {
    if (error instanceof RestauracaoRecusada) throw error;
    throw corrompido(error instanceof Error ? error.message : String(error));
  }
  if (!lidas.has(MANIFESTO)) throw corrompido('falta o manifesto.json');
  let manifesto: Manifesto;
  try {
    manifesto = JSON.parse(await readFile(path.join(pasta, MANIFESTO), 'utf8')) as Manifesto;
  } catch {
    throw corrompido('o manifesto.json não é JSON');
  }
  if (manifesto.formato !== 'skyler-backup' || manifesto.versao !== 1) {
    throw new RestauracaoRecusada(
      'O arquivo não é um backup desta aplicação (ou é de um formato mais novo).',
    );
  }
  for (const item of manifesto.entradas) {
    const lida = lidas.get(item.caminho);
    if (!lida) throw corrompido(`falta ${item.caminho}`);
    if (lida.bytes !== item.bytes || lida.sha256 !== item.sha256) {
      throw corrompido(`${item.caminho} não confere com o SHA-256 do manifesto`);
    }
  }
  const listadas = new Set(manifesto.entradas.map((item) => item.caminho));
  for (const caminho of lidas.keys()) {
    if (caminho !== MANIFESTO && !listadas.has(caminho)) throw corrompido(`${caminho} não está no manifesto`);
  }
  return manifesto;
}

/** The migrations of this version of the application, oldest first. */
function migracoesDoCodigo(): string[] {
  return readMigrationFiles({ migrationsFolder }).map((migracao) => migracao.hash);
}

function conferirMigracoes(manifesto: Manifesto): void {
  const codigo = migracoesDoCodigo();
  const backup = manifesto.migracoes;
  const prefixo = backup.length <= codigo.length && backup.every((hash, i) => codigo[i] === hash);
  // a data directory is migrated forward after it is loaded; a logical dump needs the very same schema
  const serve = manifesto.banco.formato === 'pglite' ? prefixo : prefixo && backup.length === codigo.length;
  if (!serve) {
    throw new RestauracaoRecusada(
      `O backup foi feito por outra versão da aplicação (${backup.length} migrações; esta versão tem ${codigo.length}). ` +
        'Restaure-o com a versão que o criou e depois atualize a aplicação. Nada foi alterado.',
    );
  }
}

/** The tables holding data in the destination (an embedded database not yet created holds none). */
async function dadosNoDestino(destino: Destino): Promise<string[]> {
  if (destino.tipo === 'aberto') return tabelasComDados(destino.database.db);
  if (!existsSync(path.join(destino.dataDir, 'pgdata', 'PG_VERSION'))) return [];
  const database = await openPglite(destino.dataDir);
  try {
    return await tabelasComDados(database.db);
  } finally {
    await database.close();
  }
}

/**
 * Restores the backup `entrada` into `destino` and its files into `store`. Nothing is changed when the
 * archive does not check out, was made by another version, or (without `force`) the destination already
 * holds data. The files go first (a new key does not disturb anything), then the database in one step:
 * one transaction for the logical dump, a swap of the data directory for PGlite.
 */
export async function restaurar(options: {
  entrada: string;
  destino: Destino;
  store: ObjectStore;
  force: boolean;
}): Promise<Restauracao> {
  const { destino, store } = options;
  const pasta = await mkdtemp(path.join(tmpdir(), 'skyler-restauracao-'));
  try {
    const manifesto = await extrair(options.entrada, pasta);
    if (manifesto.banco.formato === 'pglite' && destino.tipo !== 'pglite') {
      throw new RestauracaoRecusada(
        'Este backup é do banco embutido (PGlite) e só pode ser restaurado nele: rode o comando sem DATABASE_URL. Nada foi alterado.',
      );
    }
    conferirMigracoes(manifesto);
    const comDados = await dadosNoDestino(destino);
    if (comDados.length > 0 && !options.force) throw new RestauracaoRecusada(BANCO_NAO_VAZIO(comDados));

    let arquivos = 0;
    for (const item of manifesto.entradas) {
      if (!item.caminho.startsWith('arquivos/')) continue;
      const key = item.caminho.slice('arquivos/'.length);
      if (await store.exists(key)) await store.delete(key);
      await store.put(key, createReadStream(path.join(pasta, item.caminho)), {
        contentType: tipoDaChave(key),
      });
      arquivos += 1;
    }

    if (manifesto.banco.formato === 'logico') {
      const dump = manifesto.banco;
      const aberto = destino.tipo === 'aberto' ? destino.database : await openPglite(destino.dataDir);
      try {
        await migrateDatabase(aberto);
        const linhas = await carregarBanco(aberto.db, path.join(pasta, 'banco'), dump);
        return { tabelas: dump.tabelas.length, linhas, arquivos, formato: 'logico' };
      } finally {
        if (destino.tipo !== 'aberto') await aberto.close();
      }
    }

    if (destino.tipo !== 'pglite') throw new Error('unreachable');
    const pgdata = path.join(destino.dataDir, 'pgdata');
    const anterior = `${pgdata}.anterior-${Date.now()}`;
    const havia = existsSync(pgdata);
    if (havia) await rename(pgdata, anterior);
    try {
      const database = await openPglite(destino.dataDir, {
        load: await readFile(path.join(pasta, PGLITE_DUMP)),
      });
      try {
        await migrateDatabase(database);
      } finally {
        await database.close();
      }
    } catch (error) {
      await rm(pgdata, { recursive: true, force: true });
      if (havia) await rename(anterior, pgdata);
      throw error;
    }
    if (havia) await rm(anterior, { recursive: true, force: true });
    return { tabelas: 0, linhas: null, arquivos, formato: 'pglite' };
  } finally {
    await rm(pasta, { recursive: true, force: true });
  }
}
