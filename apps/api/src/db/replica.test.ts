import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE_ESCRITA } from '../platform/leitura.ts';
import { textoMetricas } from '../platform/metricas.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { binariosPostgres, iniciarPrimario, iniciarReplica, type Servidor } from '../test/cluster-local.ts';
import { criarVendaPeloAdmin } from '../test/fixtures.ts';
import { openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { atrasoDaReplica, compararLsn, openReplica, type Replica } from './replica.ts';
import { contatos } from './schema/index.ts';
import { seedDatabase } from './seed/index.ts';

describe('WAL positions and lag', () => {
  it('compares positions across the 32-bit halves', () => {
    expect(compararLsn('0/16B3748', '0/16B3748')).toBe(0);
    expect(compararLsn('0/FFFFFFFF', '1/0')).toBe(-1);
    expect(compararLsn('1A/0', '9/FFFFFFFF')).toBe(1);
  });

  it('is the time since the newest primary position the replica has replayed', () => {
    const amostras = [
      { lsn: '0/100', em: 1000 },
      { lsn: '0/200', em: 2000 },
      { lsn: '0/300', em: 3000 },
    ];
    expect(atrasoDaReplica(amostras, '0/300', 3500)).toBe(500);
    expect(atrasoDaReplica(amostras, '0/250', 3500)).toBe(1500);
    expect(atrasoDaReplica(amostras, '0/50', 3500)).toBeNull();
  });
});

async function leituras(destino: string, motivo: string): Promise<number> {
  const texto = await textoMetricas();
  const linha = texto
    .split('\n')
    .find((l) => l.startsWith(`skyler_db_reads_total{destino="${destino}",motivo="${motivo}"}`));
  return linha ? Number(linha.split(' ').pop()) : 0;
}

async function esperar(condicao: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const fim = Date.now() + ms;
  while (!(await condicao())) {
    if (Date.now() > fim) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const bin = binariosPostgres();

// A real streaming replica: in the PostgreSQL pass (CI installs the server's tools), or with TEST_REPLICA=1.
describe.runIf((process.env.TEST_DATABASE_URL || process.env.TEST_REPLICA) && bin)(
  'reads from a streaming replica',
  () => {
    const pasta = mkdtempSync(path.join(tmpdir(), 'skyler-replica-'));
    let primario: Servidor;
    let standby: Servidor;
    let replica: Replica;
    let t: TestApp;
    let cliente: number;
    let admin: number;

    beforeAll(async () => {
      if (!bin) return;
      primario = await iniciarPrimario(bin, pasta);
      const banco = await openPostgres(primario.url);
      await migrateDatabase(banco);
      await seedDatabase(banco.db, { demo: true, referencia: false });
      standby = await iniciarReplica(bin, pasta, primario);
      replica = await openReplica(banco.db, standby.url, { atrasoMaximoMs: 3000, intervaloMs: 100 });
      t = await createTestApp({ banco, replica, env: { DATABASE_REPLICA_READ_YOUR_WRITES_SECONDS: '5' } });
      const [c] = await banco.db.select({ id: contatos.id }).from(contatos).limit(1);
      cliente = c?.id ?? 0;
      await esperar(async () => (await replica.verificar()).apta);
    }, 120_000);

    afterAll(async () => {
      await t?.close();
      await replica?.close();
      standby?.parar('immediate');
      primario?.parar('immediate');
      rmSync(pasta, { recursive: true, force: true });
    });

    const lista = async (cookies: Record<string, string> = {}) => {
      const r = await t.injectAs('admin', { method: 'GET', url: '/api/vendas/detailed/?page=1', cookies });
      expect(r.statusCode, r.body).toBe(200);
      return (r.json() as { vendas: { id: number }[] }).vendas.map((v) => v.id);
    };

    it('a user reads their own write at once; others read the replica, which follows', async () => {
      const { venda, admin: usuario } = await criarVendaPeloAdmin(t, cliente);
      expect(venda).toBeGreaterThan(0);
      admin = usuario?.id ?? 0;
      // the write's answer carries the time of the write
      const escrita = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/vendas/',
        payload: { cliente, consultor: admin, meio_contato_tipo: 'Email', meio_contato_valor: 'a@b.com' },
      });
      expect(escrita.statusCode, escrita.body).toBe(201);
      const cookie = escrita.cookies.find((c) => c.name === COOKIE_ESCRITA);
      expect(Number(cookie?.value)).toBeGreaterThan(Date.now() - 5000);
      const segunda = (escrita.json() as { id: number }).id;

      const antes = await leituras('primario', 'propria_escrita');
      expect(await lista({ [COOKIE_ESCRITA]: cookie?.value ?? '' })).toContain(segunda);
      expect(await leituras('primario', 'propria_escrita')).toBe(antes + 1);

      const daReplica = await leituras('replica', 'ok');
      await esperar(async () => (await lista()).includes(segunda));
      expect(await leituras('replica', 'ok')).toBeGreaterThan(daReplica);
    });

    it('a replica whose replay is paused is read until it lags beyond the bound, then set aside', async () => {
      const banco = await openPostgres(standby.url, { poolMax: 1 });
      try {
        await banco.db.execute(sql`select pg_wal_replay_pause()`);
        const r = await t.injectAs('admin', {
          method: 'POST',
          url: '/api/vendas/',
          payload: { cliente, consultor: admin, meio_contato_tipo: 'Email', meio_contato_valor: 'a@b.com' },
        });
        const nova = (r.json() as { id: number }).id;
        // within the bound the replica answers, without the sale it has not replayed: proof of where it read
        await replica.verificar();
        expect(replica.estado().apta).toBe(true);
        expect(await lista()).not.toContain(nova);
        // past the bound the reads go to the primary, which has it
        await esperar(async () => (await replica.verificar()).motivo === 'atrasada');
        const atrasadas = await leituras('primario', 'replica_atrasada');
        expect(await lista()).toContain(nova);
        expect(await leituras('primario', 'replica_atrasada')).toBe(atrasadas + 1);
        expect(await textoMetricas()).toMatch(/skyler_db_replica_usable 0/);

        await banco.db.execute(sql`select pg_wal_replay_resume()`);
        await esperar(async () => (await replica.verificar()).apta);
        expect(await lista()).toContain(nova);
      } finally {
        await banco.close();
      }
    });

    it('a replica stopped mid-run sends every read to the primary, and nothing fails', async () => {
      standby.parar('immediate');
      await esperar(async () => (await replica.verificar()).motivo === 'fora');
      const fora = await leituras('primario', 'replica_fora');
      const ids = await lista();
      expect(ids.length).toBeGreaterThan(0);
      const painel = await t.injectAs('admin', { method: 'GET', url: '/api/dashboard/' });
      expect(painel.statusCode, painel.body).toBe(200);
      expect(await leituras('primario', 'replica_fora')).toBe(fora + 2);
      expect(await textoMetricas()).toMatch(/skyler_db_replica_lag_seconds -1/);
    });
  },
);
