import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  auth_eventos,
  emails_fila,
  limites_requisicoes,
  login_tentativas,
  retencao_execucoes,
  senha_links,
  sessoes,
  usuarios,
} from '../../db/schema/index.ts';
import type { Relogio } from '../../platform/relogio.ts';
import { relogioFalso } from '../../test/relogio-falso.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import {
  agendarRetencao,
  purgarDadosAntigos,
  purgarSeNinguemPurgou,
  REGRAS_RETENCAO,
} from './retencao.job.ts';

let usuario: number;

const DIA = 24 * 60 * 60_000;
const AGORA = new Date('2026-11-27T12:00:00Z');
const diasAtras = (dias: number) => new Date(AGORA.getTime() - dias * DIA);

usarApp();

beforeAll(async () => {
  const [admin] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.username, 'admin'));
  usuario = admin?.id ?? 0;
});

/** One row of every short-lived kind, its life ended `dias` days before AGORA; answers their keys. */
async function linhas(dias: number) {
  const fim = diasAtras(dias);
  const inicio = new Date(fim.getTime() - 60 * 60_000);
  const id = () => randomUUID().replaceAll('-', '');
  const [tentativa] = await t.db
    .insert(login_tentativas)
    .values({
      id: id(),
      usuario_id: usuario,
      codigo_hash: 'x',
      ip: '10.0.0.1',
      created_at: inicio,
      expires_at: fim,
    })
    .returning({ id: login_tentativas.id });
  const [sessao] = await t.db
    .insert(sessoes)
    .values({
      id: id(),
      usuario_id: usuario,
      ip: '10.0.0.1',
      created_at: inicio,
      last_seen_at: inicio,
      expires_at: fim,
    })
    .returning({ id: sessoes.id });
  const [evento] = await t.db
    .insert(auth_eventos)
    .values({ tipo: 'senha_falha', login: 'admin', ip: '10.0.0.1', created_at: fim })
    .returning({ id: auth_eventos.id });
  const [limite] = await t.db
    .insert(limites_requisicoes)
    .values({ chave: `teste:${id()}`, total: 3, expira_em: fim })
    .returning({ chave: limites_requisicoes.chave });
  const [usado] = await t.db
    .insert(senha_links)
    .values({
      id: id(),
      usuario_id: usuario,
      tipo: 'redefinicao',
      created_at: inicio,
      expires_at: AGORA,
      usado_em: fim,
    })
    .returning({ id: senha_links.id });
  const [expirado] = await t.db
    .insert(senha_links)
    .values({ id: id(), usuario_id: usuario, tipo: 'convite', created_at: inicio, expires_at: fim })
    .returning({ id: senha_links.id });
  const email = (status: 'enviado' | 'falhou') => ({
    para: 'cliente@example.com',
    assunto: 'Proposta',
    texto: 'corpo',
    status,
    created_at: inicio,
    updated_at: fim,
    enviado_em: status === 'enviado' ? fim : null,
  });
  const emails = await t.db
    .insert(emails_fila)
    .values([email('enviado'), email('falhou')])
    .returning({ id: emails_fila.id });
  // an e-mail still to send is never purged, however old
  const [pendente] = await t.db
    .insert(emails_fila)
    .values({ ...email('falhou'), status: 'pendente' })
    .returning({ id: emails_fila.id });
  if (!tentativa || !sessao || !evento || !limite || !usado || !expirado || !pendente) {
    throw new Error('rows not written');
  }
  return {
    tentativa,
    sessao,
    evento,
    limite,
    links: [usado.id, expirado.id],
    emails: emails.map((e) => e.id),
    pendente: pendente.id,
  };
}

async function existem(keys: Awaited<ReturnType<typeof linhas>>) {
  const um = async (n: Promise<unknown[]>) => (await n).length;
  return {
    login_tentativas: await um(
      t.db.select().from(login_tentativas).where(eq(login_tentativas.id, keys.tentativa.id)),
    ),
    sessoes: await um(t.db.select().from(sessoes).where(eq(sessoes.id, keys.sessao.id))),
    auth_eventos: await um(t.db.select().from(auth_eventos).where(eq(auth_eventos.id, keys.evento.id))),
    limites_requisicoes: await um(
      t.db.select().from(limites_requisicoes).where(eq(limites_requisicoes.chave, keys.limite.chave)),
    ),
    senha_links: await um(t.db.select().from(senha_links).where(inArray(senha_links.id, keys.links))),
    emails_fila: await um(t.db.select().from(emails_fila).where(inArray(emails_fila.id, keys.emails))),
    pendente: await um(t.db.select().from(emails_fila).where(eq(emails_fila.id, keys.pendente))),
  };
}

beforeEach(async () => {
  await t.db.delete(retencao_execucoes);
});

describe('the retention purge', () => {
  it('deletes what ended more than the configured days ago and keeps the rest', async () => {
    const antigas = await linhas(91);
    const recentes = await linhas(89);
    const apagadas = await purgarDadosAntigos({ db: t.db, dias: 90, agora: AGORA });
    expect(await existem(antigas)).toEqual({
      login_tentativas: 0,
      sessoes: 0,
      auth_eventos: 0,
      limites_requisicoes: 0,
      senha_links: 0,
      emails_fila: 0,
      pendente: 1,
    });
    expect(await existem(recentes)).toEqual({
      login_tentativas: 1,
      sessoes: 1,
      auth_eventos: 1,
      limites_requisicoes: 1,
      senha_links: 2,
      emails_fila: 2,
      pendente: 1,
    });
    expect(apagadas).toMatchObject({
      login_tentativas: 1,
      sessoes: 1,
      limites_requisicoes: 1,
      senha_links: 2,
      emails_fila: 2,
    });
    // the demo's own rows are recent: nothing else went
    expect(apagadas.auth_eventos).toBeGreaterThanOrEqual(1);
  });

  it('honours a shorter retention: the 89-day-old rows go at 30 days', async () => {
    const recentes = await linhas(89);
    await purgarDadosAntigos({ db: t.db, dias: 30, agora: AGORA });
    expect(Object.values(await existem(recentes))).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });

  it('keeps a session, a login code and a link still in use', async () => {
    const vivas = await linhas(-1);
    await purgarDadosAntigos({ db: t.db, dias: 2, agora: AGORA });
    expect(await existem(vivas)).toMatchObject({ login_tentativas: 1, sessoes: 1, senha_links: 2 });
  });

  it('lists every table it purges in one place, the config default being 90 days', () => {
    expect(REGRAS_RETENCAO.map((r) => r.tabela)).toEqual([
      'login_tentativas',
      'sessoes',
      'sessoes_encerradas',
      'auth_eventos',
      'limites_requisicoes',
      'senha_links',
      'emails_fila',
      'retencao_execucoes',
    ]);
    expect(loadConfig({}).retencaoDias).toBe(90);
    expect(loadConfig({ RETENCAO_DIAS: '30' }).retencaoDias).toBe(30);
    expect(() => loadConfig({ RETENCAO_DIAS: '0' })).toThrow(/RETENCAO_DIAS/);
  });

  it('runs once a day whatever the number of processes; a failed run leaves the day free', async () => {
    const regraQueFalha = {
      tabela: 'falha',
      purgar: () => Promise.reject(new Error('disk full')),
    };
    const antigas = await linhas(100);
    await expect(
      purgarSeNinguemPurgou({
        db: t.db,
        dias: 90,
        agora: AGORA,
        regras: [...REGRAS_RETENCAO, regraQueFalha],
      }),
    ).rejects.toThrow('disk full');
    // rolled back: the rows and the day are still there
    expect((await existem(antigas)).sessoes).toBe(1);
    expect(await t.db.select().from(retencao_execucoes)).toEqual([]);

    expect(await purgarSeNinguemPurgou({ db: t.db, dias: 90, agora: AGORA })).toMatchObject({ sessoes: 1 });
    expect(await purgarSeNinguemPurgou({ db: t.db, dias: 90, agora: AGORA })).toBeNull();
    const amanha = new Date(AGORA.getTime() + DIA);
    expect(await purgarSeNinguemPurgou({ db: t.db, dias: 90, agora: amanha })).not.toBeNull();
  });
});

describe('the scheduler', () => {
  it('purges after the start delay, then every day; of two processes only one purges each day', async () => {
    const antigas = await linhas(120);
    const a = relogioFalso();
    const b = relogioFalso();
    const fins: { processo: string; apagadas: Record<string, number> | null }[] = [];
    let avisar: () => void = () => {};
    const terminou = () =>
      new Promise<void>((resolve) => {
        avisar = resolve;
      });
    const log = () => ({ info: vi.fn(), error: vi.fn() });
    const agendar = (processo: string, relogio: Relogio) =>
      agendarRetencao({
        db: t.db,
        dias: 90,
        log: log(),
        atrasoMs: 300_000,
        relogio,
        agora: () => AGORA,
        aoTerminar: (apagadas) => {
          fins.push({ processo, apagadas });
          avisar();
        },
      });
    const pararA = agendar('a', a.relogio);
    const pararB = agendar('b', b.relogio);
    expect(a.pendentes.map((p) => p.ms)).toEqual([300_000]);
    expect((await existem(antigas)).sessoes).toBe(1);

    let espera = terminou();
    a.disparar();
    await espera;
    expect(fins[0]).toMatchObject({ processo: 'a', apagadas: { sessoes: 1 } });
    expect(Object.values(await existem(antigas))).toEqual([0, 0, 0, 0, 0, 0, 1]);

    espera = terminou();
    b.disparar();
    await espera;
    expect(fins[1]).toEqual({ processo: 'b', apagadas: null });

    expect(a.pendentes.map((p) => p.ms)).toEqual([DIA]);
    pararA();
    pararB();
    expect(a.pendentes).toHaveLength(0);
    expect(b.pendentes).toHaveLength(0);
  });
});
