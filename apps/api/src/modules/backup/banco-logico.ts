import { createReadStream, createWriteStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { streamSink } from './tar.ts';

/**
 * The logical dump of a PostgreSQL database (decision 0046): every table of the `public` schema as one
 * NDJSON file of `row_to_json` lines, read in one repeatable-read snapshot, and every sequence's value.
 * Rows travel as the server's own JSON text, never parsed here, so numerics, timestamps and byteas come
 * back exactly as they were. The schema itself comes from the migrations, which the restore runs first.
 */
export type TabelaDespejada = { nome: string; linhas: number };
export type Sequencia = { nome: string; valor: string; chamado: boolean };

async function linhas<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The application's tables (the `public` schema's, not the migrations' bookkeeping), by name. */
export async function tabelasDoBanco(db: DbOrTx): Promise<string[]> {
  const rows = await linhas<{ nome: string }>(
    db,
    sql`select c.relname as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((row) => row.nome);
}

/**
 * Rows the migrations themselves write, which an empty database holds: the audit chain's head before any
 * audit row (decision 0047).
 */
const LINHAS_DAS_MIGRACOES: Readonly<Record<string, string>> = { logs_cadeia: 'sequencia <> 0' };

/** The tables that hold at least one row beyond what the migrations write; an empty list is an empty database. */
export async function tabelasComDados(db: DbOrTx): Promise<string[]> {
  const cheias: string[] = [];
  for (const tabela of await tabelasDoBanco(db)) {
    const alem = LINHAS_DAS_MIGRACOES[tabela];
    const [row] = await linhas<{ tem: boolean }>(
      db,
      sql.raw(`select exists (select 1 from public.${ident(tabela)}${alem ? ` where ${alem}` : ''}) as tem`),
    );
    if (row?.tem) cheias.push(tabela);
  }
  return cheias;
}

/** The migrations applied to the database, oldest first (drizzle's bookkeeping table). */
export async function migracoesDoBanco(db: DbOrTx): Promise<string[]> {
  const [existe] = await linhas<{ tem: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as tem`,
  );
  if (!existe?.tem) return [];
  const rows = await linhas<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  return rows.map((row) => row.hash);
}

async function sequencias(db: DbOrTx): Promise<Sequencia[]> {
  const nomes = await linhas<{ nome: string }>(
    db,
    sql`select c.relname as nome from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const resultado: Sequencia[] = [];
  for (const { nome } of nomes) {
    const [row] = await linhas<{ valor: string; chamado: boolean }>(
      db,
      sql.raw(`select last_value::text as valor, is_called as chamado from public.${ident(nome)}`),
    );
    if (row) resultado.push({ nome, valor: row.valor, chamado: row.chamado });
  }
  return resultado;
}

const LOTE_LEITURA = 1000;

/**
 * Writes `pasta/<tabela>.ndjson` for every table, all read in one read-only repeatable-read transaction
 * (a snapshot: the API may keep writing meanwhile), and answers the tables and the sequences.
 */
export async function despejarBanco(
  db: DbOrTx,
  pasta: string,
): Promise<{ tabelas: TabelaDespejada[]; sequencias: Sequencia[] }> {
  return db.transaction(
    async (tx) => {
      const tabelas: TabelaDespejada[] = [];
      for (const nome of await tabelasDoBanco(tx)) {
        const saida = createWriteStream(path.join(pasta, `${nome}.ndjson`));
        const sink = streamSink(saida);
        await tx.execute(
          sql.raw(
            `declare despejo no scroll cursor for select row_to_json(t)::text as r from public.${ident(nome)} t`,
          ),
        );
        let total = 0;
        for (;;) {
          const lote = await linhas<{ r: string }>(tx, sql.raw(`fetch forward ${LOTE_LEITURA} from despejo`));
          if (lote.length === 0) break;
          // valid JSON holds no raw line break (inside strings they are escaped): one row per line
          await sink.write(Buffer.from(`${lote.map((row) => row.r.replace(/[\r\n]/g, ' ')).join('\n')}\n`));
          total += lote.length;
        }
        await tx.execute(sql.raw('close despejo'));
        await sink.end();
        tabelas.push({ nome, linhas: total });
      }
      return { tabelas, sequencias: await sequencias(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Rows per insert, and the most bytes of JSON one insert carries. */
const LOTE_ESCRITA = 500;
const LOTE_BYTES = 4 * 1024 * 1024;

/**
 * Loads a dump into a database migrated to the same migrations, in one transaction: the tables' own
 * triggers are disabled (counters, versions and the audit rules would act on rows that are being put
 * back as they were), the foreign keys are dropped and created again once every row is in (which checks
 * them all, whatever the order or the cycles), the tables are emptied first, and the sequences are set
 * back. A failure anywhere leaves the database as it was.
 */
export async function carregarBanco(
  db: DbOrTx,
  pasta: string,
  dump: { tabelas: TabelaDespejada[]; sequencias: Sequencia[] },
): Promise<number> {
  return db.transaction(async (tx) => {
    const existentes = await tabelasDoBanco(tx);
    const nomes = dump.tabelas.map((tabela) => tabela.nome);
    const faltam = nomes.filter((nome) => !existentes.includes(nome));
    const sobram = existentes.filter((nome) => !nomes.includes(nome));
    if (faltam.length > 0 || sobram.length > 0) {
      throw new Error(
        `As tabelas do backup não são as do banco de destino (só no backup: ${faltam.join(', ') || 'nenhuma'}; só no destino: ${sobram.join(', ') || 'nenhuma'}).`,
      );
    }
    const tabelas = existentes.map((nome) => `public.${ident(nome)}`);
    for (const tabela of tabelas) await tx.execute(sql.raw(`alter table ${tabela} disable trigger user`));
    const chaves = await linhas<{ tabela: string; nome: string; definicao: string }>(
      tx,
      sql`select conrelid::regclass::text as tabela, conname as nome, pg_get_constraintdef(oid) as definicao
          from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace
          order by conrelid::regclass::text, conname`,
    );
    for (const chave of chaves) {
      await tx.execute(sql.raw(`alter table ${chave.tabela} drop constraint ${ident(chave.nome)}`));
    }
    if (tabelas.length > 0) await tx.execute(sql.raw(`truncate table ${tabelas.join(', ')}`));

    let total = 0;
    for (const { nome } of dump.tabelas) {
      const colunas = await linhas<{ nome: string }>(
        tx,
        sql`select attname as nome from pg_attribute
            where attrelid = ${`public.${ident(nome)}`}::regclass and attnum > 0 and not attisdropped
              and attgenerated = '' order by attnum`,
      );
      const lista = colunas.map((coluna) => ident(coluna.nome)).join(', ');
      const inserir = async (lote: string[]) => {
        await tx.execute(
          sql`${sql.raw(`insert into public.${ident(nome)} (${lista}) overriding system value select ${lista} from json_populate_recordset(null::public.${ident(nome)}, `)}${`[${lote.join(',')}]`}::json)`,
        );
        total += lote.length;
      };
      let lote: string[] = [];
      let bytes = 0;
      const leitor = createInterface({
        input: createReadStream(path.join(pasta, `${nome}.ndjson`)),
        crlfDelay: Number.POSITIVE_INFINITY,
      });
      for await (const linha of leitor) {
        if (linha === '') continue;
        lote.push(linha);
        bytes += linha.length;
        if (lote.length >= LOTE_ESCRITA || bytes >= LOTE_BYTES) {
          await inserir(lote);
          lote = [];
          bytes = 0;
        }
      }
      if (lote.length > 0) await inserir(lote);
    }

    for (const sequencia of dump.sequencias) {
      await tx.execute(
        sql`select setval(${`public.${ident(sequencia.nome)}`}::regclass, ${sequencia.valor}::bigint, ${sequencia.chamado})`,
      );
    }
    for (const chave of chaves) {
      await tx.execute(
        sql.raw(`alter table ${chave.tabela} add constraint ${ident(chave.nome)} ${chave.definicao}`),
      );
    }
    for (const tabela of tabelas) await tx.execute(sql.raw(`alter table ${tabela} enable trigger user`));
    return total;
  });
}
