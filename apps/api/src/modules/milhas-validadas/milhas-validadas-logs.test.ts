import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { logs, usuarios } from '../../db/schema/index.ts';
import type { App } from '../../platform/fastify.ts';
import { FileStore } from '../../platform/files.ts';
import { createSession, SESSION_COOKIE } from '../../platform/sessions.ts';
import { createTestApp, csrfPara, type TestApp } from '../../test/app.ts';
import { carregarIds, type Ids } from '../../test/fixtures.ts';
import { contatosDemo } from '../../test/servicos-fixtures.ts';
import {
  CHAVE_TESTE,
  comuns,
  contasOferecidas,
  creditarContasProprias,
  servicoEmValidacao,
} from './test-fixtures.ts';

let t: TestApp;
let ids: Ids;
let pessoas: number[];
/** the same app with its log written here, every request logged */
let app: App;
const linhas: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ referencia: true, env: { MILHAS_SECRET_KEY: CHAVE_TESTE } });
  await creditarContasProprias(t);
  ids = await carregarIds(t.db);
  pessoas = await contatosDemo(t, 4);
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'trace',
    LOG_REQUESTS: 'true',
    MILHAS_SECRET_KEY: CHAVE_TESTE,
  });
  app = await buildApp({
    config,
    db: t.db,
    secret: 'test-secret-key-with-enough-length-0123456789',
    files: new FileStore({ root: `${t.dataDir}/files`, maxBytes: config.uploadMaxBytes }),
    logger: { level: 'trace', stream: { write: (linha) => linhas.push(linha) } },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await t.close();
});

async function como(username: string, payload: object) {
  const [usuario] = await t.db.select().from(usuarios).where(eq(usuarios.username, username));
  if (!usuario) throw new Error(`no user ${username}`);
  const token = await createSession(t.db, {
    usuarioId: usuario.id,
    ip: '127.0.0.1',
    userAgent: 'test',
    hours: 1,
  });
  const csrf = csrfPara(token);
  return app.inject({
    method: 'POST',
    url: '/api/milhas-validadas/validate/',
    headers: { 'x-csrftoken': csrf },
    cookies: { csrftoken: csrf, [SESSION_COOKIE]: token },
    payload,
  });
}

describe('a third-party password in the logs', () => {
  it('is never in what the app logs, accepted, refused or failing, nor in the audit rows', async () => {
    const alvo = await servicoEmValidacao(t, ids, pessoas);
    const [conta] = await contasOferecidas(t, alvo.milha);
    const senha = 'NuncaNoLog#2026';
    const terceiro = {
      ...comuns(alvo),
      subcotacao: alvo.milha,
      tipo: 'milha',
      provedor_milhas: conta?.provedor?.id,
      programa_fidelidade: conta?.programa.id,
      login: 'vendedor@email-demo.com.br',
      senha,
      cpf: '52998224725',
      valor: 20_000,
      valor_compra: '22',
    };
    const base = { ...comuns(alvo), subcotacao: alvo.milha, tipo: 'milha', conta_fidelidade: conta?.id };
    const cotacao = alvo.servico.cotacao.id;
    // refused by a rule, by the schema, by access; then accepted
    expect((await como('milhas', { cotacao, milhas_validadas: [terceiro] })).statusCode).toBe(400);
    expect(
      (await como('milhas', { cotacao, milhas_validadas: [{ ...terceiro, valor: 'x' }] })).statusCode,
    ).toBe(400);
    expect((await como('consultor', { cotacao, milhas_validadas: [terceiro] })).statusCode).toBe(403);
    const aceito = await como('milhas', {
      cotacao,
      milhas_validadas: [{ ...base, valor: 40_000, valor_compra: '20' }, terceiro],
    });
    expect(aceito.statusCode, aceito.body).toBe(201);
    // what a careless log call with the body would write
    app.log.info({ body: { milhas_validadas: [terceiro] } }, 'corpo');
    app.log.info({ senha }, 'senha');
    app.log.warn({ req: { body: { senha } } }, 'pedido');

    expect(linhas.length).toBeGreaterThan(5);
    expect(linhas.some((linha) => linha.includes('/api/milhas-validadas/validate/'))).toBe(true);
    expect(linhas.some((linha) => linha.includes('[oculto]'))).toBe(true);
    for (const linha of linhas) expect(linha).not.toContain(senha);

    const auditoria = await t.db.select().from(logs);
    expect(JSON.stringify(auditoria)).not.toContain(senha);
  });
});
