import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { ZCotacao } from '@skyler/domain/cotacoes';
import { formatId } from '@skyler/domain/formatters-basicos';
import { LOG_MESSAGES } from '@skyler/domain/logs';
import { NOTIFICACAO_MESSAGES } from '@skyler/domain/notificacoes';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contatos, emails_fila, logs, notificacoes, orcamentos, usuarios } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { carregarIds, corpoOutro } from '../../test/fixtures.ts';
import { relogioFalso } from '../../test/relogio-falso.ts';
import { infoAVista } from '../../test/servicos-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import {
  concluirEmissaoOutro,
  concluirPagamento,
  emissoesDaVenda,
  pagamentosDaVenda,
} from '../conciliacao/test-fixtures.ts';
import { PEDIDOS } from '../orcamentos/test-fixtures.ts';
import { agendarResumo, msAteOProximoResumo, RESUMO_INTERVALO_MS } from './resumo.job.ts';

let venda: number;
let cliente: number;
const ids: Record<string, number> = {};

const formVenda = (extra: Record<string, unknown> = {}) => ({
  cliente,
  consultor: ids.consultor,
  meio_contato_tipo: 'Outro',
  meio_contato_valor: 'x',
  ...extra,
});

async function novaVenda(username: string, extra: Record<string, unknown> = {}): Promise<number> {
  const r = await t.injectAs(username, { method: 'POST', url: '/api/vendas/', payload: formVenda(extra) });
  expect(r.statusCode, r.body).toBe(201);
  return (r.json() as { id: number }).id;
}

const naoLidas = async (username: string) =>
  (
    (await t.injectAs(username, { method: 'GET', url: '/api/notificacoes/nao_lidas/' })).json() as {
      nao_lidas: number;
    }
  ).nao_lidas;

const doUsuario = (username: string) =>
  t.db
    .select()
    .from(notificacoes)
    .where(eq(notificacoes.destinatario, ids[username] ?? 0))
    .orderBy(desc(notificacoes.id));

type Notificacao = {
  id: number;
  lido: boolean;
  importante: boolean;
  venda: number;
  log: number;
  title: string;
};
type Lista = { notificacoes: Notificacao[]; pages: number };

usarApp({ referencia: true });

beforeAll(async () => {
  for (const u of await t.db.select().from(usuarios)) ids[u.username] = u.id;
  const [contato] = await t.db
    .insert(contatos)
    .values({ nome: 'Nina', sobrenome: 'Notifica' } as never)
    .returning();
  cliente = contato?.id ?? 0;
  // the administrator opens them for the consultant: each is news to the consultant
  for (let i = 0; i < 17; i++) venda = await novaVenda('admin');
  // the demo agency with its reference data, then 17 sales: slow on a busy machine
}, 180_000);

describe('notifications', () => {
  it('lists 15 per page, newest first, with filters', async () => {
    const r = await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/' });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as Lista;
    expect(body.notificacoes).toHaveLength(15);
    expect(body.pages).toBe(2);
    expect(body.notificacoes[0]?.venda).toBe(venda);
    const porVenda = (
      await t.injectAs('consultor', {
        method: 'GET',
        url: `/api/notificacoes/detailed/?id_venda=${venda}&tipo=venda`,
      })
    ).json() as Lista;
    expect(porVenda.notificacoes.map((n) => n.venda)).toEqual([venda]);
    const lidas = (
      await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/?lido=true' })
    ).json() as Lista;
    expect(lidas.notificacoes).toEqual([]);
    const bad = await t.injectAs('consultor', {
      method: 'GET',
      url: '/api/notificacoes/detailed/?tipo=nada',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the global list to the notificacoes route, and the sale tab to staff, each their own', async () => {
    const sdr = await t.injectAs('sdr', { method: 'GET', url: '/api/notificacoes/detailed/' });
    expect(sdr.statusCode).toBe(403);
    expect(expectDetail(sdr)).toBe(AUTH_MESSAGES.forbidden);
    const aba = await t.injectAs('sdr', { method: 'GET', url: `/api/vendas/${venda}/notificacoes/` });
    expect(aba.statusCode).toBe(200);
    expect((aba.json() as Lista).notificacoes).toEqual([]);
    const doConsultor = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/vendas/${venda}/notificacoes/`,
    });
    expect((doConsultor.json() as Lista).notificacoes).toHaveLength(1);
    // the administrator made the change: it is no news to them
    const admin = await t.injectAs('admin', { method: 'GET', url: '/api/notificacoes/detailed/' });
    expect((admin.json() as Lista).notificacoes).toEqual([]);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/vendas/${venda}/notificacoes/` })).statusCode,
    ).toBe(403);
  });

  it('toggles read and important with an audit row, and counts unread', async () => {
    expect(await naoLidas('consultor')).toBe(17);
    const [n] = (
      (await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/' })).json() as Lista
    ).notificacoes;
    const lido = await t.injectAs('consultor', { method: 'POST', url: `/api/notificacoes/${n?.id}/lido/` });
    expect(lido.json()).toEqual({ id: n?.id, lido: true });
    const importante = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/notificacoes/${n?.id}/importante/`,
    });
    expect(importante.json()).toEqual({ id: n?.id, importante: true });
    expect(await naoLidas('consultor')).toBe(16);
    const back = await t.injectAs('consultor', { method: 'POST', url: `/api/notificacoes/${n?.id}/lido/` });
    expect(back.json()).toEqual({ id: n?.id, lido: false });
    const tipos = (await t.db.select().from(logs).where(eq(logs.tipo, 'notificacao_lida'))).length;
    expect(tipos).toBe(2);
    const missing = await t.injectAs('consultor', { method: 'POST', url: '/api/notificacoes/999999/lido/' });
    expect(missing.statusCode).toBe(404);
    expect(expectDetail(missing)).toBe(NOTIFICACAO_MESSAGES.naoEncontrada);
    // another user's notification is not found either, and stays as it was
    for (const username of ['admin', 'sdr']) {
      const alheia = await t.injectAs(username, {
        method: 'POST',
        url: `/api/notificacoes/${n?.id}/importante/`,
      });
      expect(alheia.statusCode).toBe(404);
    }
    expect(await naoLidas('consultor')).toBe(17);
  });

  it('shows the log of a notification with its data', async () => {
    const [n] = (
      (await t.injectAs('consultor', { method: 'GET', url: '/api/notificacoes/detailed/' })).json() as Lista
    ).notificacoes;
    const r = await t.injectAs('sdr', { method: 'GET', url: `/api/logs/${n?.log}/` });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      tipo: 'venda_criada',
      venda: n?.venda,
      dados: { antes: null, depois: { id: n?.venda } },
    });
    expect((await t.injectAs('sdr', { method: 'GET', url: '/api/logs/999999/' })).statusCode).toBe(404);
  });
});

describe('logs', () => {
  it('lists the audit trail to financeiro with filters', async () => {
    const r = await t.injectAs('financeiro', {
      method: 'GET',
      url: `/api/logs/?venda=${venda}&tipo=venda_criada`,
    });
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json() as { logs: { tipo: string; usuario: { nome: string } }[]; pages: number };
    expect(body.logs.map((l) => l.tipo)).toEqual(['venda_criada']);
    expect(body.logs[0]?.usuario.nome).toBe('Ana');
    const hoje = new Date().toISOString().slice(0, 10);
    const porData = await t.injectAs('admin', {
      method: 'GET',
      url: `/api/logs/?tipo=venda_criada&usuario=${ids.admin}&data_inicio=2020-01-01&data_fim=${hoje}`,
    });
    expect((porData.json() as { logs: unknown[] }).logs).toHaveLength(15);
    const futuro = await t.injectAs('admin', { method: 'GET', url: '/api/logs/?data_inicio=2099-01-01' });
    expect((futuro.json() as { logs: unknown[] }).logs).toEqual([]);
    const bad = await t.injectAs('admin', { method: 'GET', url: '/api/logs/?data_inicio=01/02/2024' });
    expect(bad.statusCode).toBe(400);
    expect(expectDetail(bad)).toBe(LOG_MESSAGES.dataInvalida);
  });

  it('lists to other staff only the rows of a sale and their own, and a row without a sale to financeiro', async () => {
    const [semVenda] = await t.db.select().from(logs).where(eq(logs.tipo, 'usuario_criado'));
    const lista = async (username: string, query: string) => {
      const r = await t.injectAs(username, { method: 'GET', url: `/api/logs/${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { logs: { id: number; venda: number | null; usuario: { id: number } | null }[] };
    };
    const doConsultor = await lista('consultor', '');
    expect(doConsultor.logs.length).toBeGreaterThan(0);
    for (const log of doConsultor.logs) {
      expect(log.venda !== null || log.usuario?.id === ids.consultor, JSON.stringify(log)).toBe(true);
    }
    expect((await lista('consultor', '?tipo=usuario_criado')).logs).toEqual([]);
    expect((await lista('financeiro', '?tipo=usuario_criado')).logs.map((l) => l.id)).toContain(semVenda?.id);
    expect((await lista('sdr', `?venda=${venda}`)).logs.map((l) => l.venda)).toContain(venda);
    expect((await t.injectAs('cliente', { method: 'GET', url: '/api/logs/' })).statusCode).toBe(403);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: `/api/logs/${semVenda?.id}/` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('financeiro', { method: 'GET', url: `/api/logs/${semVenda?.id}/` })).statusCode,
    ).toBe(200);
  });
});

describe('a sale through its life', () => {
  it('tells its consultant at most 8 times', async () => {
    const ids2 = await carregarIds(t.db);
    const id = await novaVenda('consultor', { orcamentos: [PEDIDOS.outro] });
    const [orcamento] = await t.db.select().from(orcamentos).where(eq(orcamentos.venda, id));
    const cotar = async () => {
      const r = await t.injectAs('cotador', {
        method: 'POST',
        url: `/api/orcamentos/${orcamento?.id}/cotacoes/`,
        payload: corpoOutro(ids2),
      });
      expect(r.statusCode, r.body).toBe(201);
      return ZCotacao.parse(r.json());
    };
    const primeira = await cotar();
    await cotar();
    for (const descricao of ['Passeio em Bonito, revisto', 'Passeio em Bonito, final']) {
      const r = await t.injectAs('cotador', {
        method: 'PUT',
        url: `/api/cotacoes/${primeira.id}/`,
        payload: { ...corpoOutro(ids2), descricao },
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const carrinho = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${id}/carrinho/`,
      payload: { cotacao: primeira.id },
    });
    expect(carrinho.statusCode, carrinho.body).toBe(200);
    const fatura = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${id}/fatura/`,
      payload: {
        carrinho: [{ id: primeira.id, beneficiarios: [{ contato: cliente }] }],
        informacoes_pagamento: [infoAVista(primeira.id, cliente)],
      },
    });
    expect(fatura.statusCode, fatura.body).toBe(201);
    const [servico] = fatura.json() as { id: number }[];
    for (const p of await pagamentosDaVenda(t, id)) {
      const r = await concluirPagamento(t, p);
      expect(r.statusCode, r.body).toBe(200);
    }
    const liberar = await t.injectAs('financeiro', {
      method: 'POST',
      url: `/api/servicos/${servico?.id}/faturar/`,
      payload: { seguiu_manual_boas_praticas: true },
    });
    expect(liberar.statusCode, liberar.body).toBe(200);
    const [emissao] = await emissoesDaVenda(t, id);
    await concluirEmissaoOutro(t, emissao?.id ?? 0);

    const doConsultor = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.venda, id), eq(notificacoes.destinatario, ids.consultor ?? 0)));
    // 15 before notifications had readers and grouping (one row per change, all for the consultant)
    expect(doConsultor.length, doConsultor.map((n) => n.title).join('\n')).toBeLessThanOrEqual(8);
    expect(doConsultor.map((n) => n.title)).toEqual(
      expect.arrayContaining([
        `Cotação ${formatId(primeira.id)} alterada na venda ${formatId(id)}`,
        `Emissão ${formatId(emissao?.id)} concluída`,
      ]),
    );
    expect(doConsultor.find((n) => n.chave === `cotacao:${primeira.id}`)?.vezes).toBe(3);
    // the quoter hears that their quote went to the cart, finance that the cart was invoiced
    expect((await doUsuario('cotador')).map((n) => n.title)).toContain(
      `Cotação ${formatId(primeira.id)} enviada para o carrinho na venda ${formatId(id)}`,
    );
    expect((await doUsuario('financeiro')).map((n) => n.title)).toContain(
      `Carrinho da venda ${formatId(id)} faturado: 1 serviço`,
    );
  });
});

describe('grouping, marking all read and preferences', () => {
  it('makes consecutive changes to a sale by one person one notification, until it is read', async () => {
    const id = await novaVenda('admin');
    for (const anotacoes of ['primeira', 'segunda']) {
      const r = await t.injectAs('admin', {
        method: 'PUT',
        url: `/api/vendas/${id}/`,
        payload: formVenda({ anotacoes }),
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const [agrupada, ...outras] = (await doUsuario('consultor')).filter((n) => n.venda === id);
    expect(outras).toEqual([]);
    expect(agrupada).toMatchObject({ vezes: 3, lido: false, chave: `venda:${id}`, autor: ids.admin });
    // another person's change is another notification
    const financeiro = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: formVenda({ anotacoes: 'terceira' }),
    });
    expect(financeiro.statusCode, financeiro.body).toBe(200);
    expect((await doUsuario('consultor')).filter((n) => n.venda === id)).toHaveLength(2);
    // once read, the next change is news again
    await t.injectAs('consultor', { method: 'POST', url: `/api/notificacoes/${agrupada?.id}/lido/` });
    await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: formVenda({ anotacoes: 'quarta' }),
    });
    const depois = (await doUsuario('consultor')).filter((n) => n.venda === id);
    expect(depois).toHaveLength(3);
    expect(depois[0]).toMatchObject({ vezes: 1, lido: false });
  });

  it("marks all of the user's notifications read, and no one else's", async () => {
    await novaVenda('consultor', { consultor: ids.admin });
    const doAdmin = await naoLidas('admin');
    expect(doAdmin).toBeGreaterThan(0);
    expect(await naoLidas('consultor')).toBeGreaterThan(0);
    const r = await t.injectAs('consultor', { method: 'POST', url: '/api/notificacoes/marcar_todas_lidas/' });
    expect(r.statusCode, r.body).toBe(200);
    expect((r.json() as { marcadas: number }).marcadas).toBeGreaterThan(0);
    expect(await naoLidas('consultor')).toBe(0);
    expect(await naoLidas('admin')).toBe(doAdmin);
    const [log] = await t.db.select().from(logs).where(eq(logs.tipo, 'notificacoes_lidas'));
    expect(log?.usuario).toBe(ids.consultor);
    const denovo = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/notificacoes/marcar_todas_lidas/',
    });
    expect(denovo.json()).toEqual({ marcadas: 0 });
    expect(
      (await t.injectAs('cliente', { method: 'POST', url: '/api/notificacoes/marcar_todas_lidas/' }))
        .statusCode,
    ).toBe(403);
  });

  it("answers each type with the role's default until the user chooses", async () => {
    const prefs = async (username: string) => {
      const r = await t.injectAs(username, { method: 'GET', url: '/api/notificacoes/preferencias/' });
      expect(r.statusCode, r.body).toBe(200);
      const lista = (r.json() as { preferencias: { tipo: string; canal: string; padrao: boolean }[] })
        .preferencias;
      return Object.fromEntries(lista.map((p) => [p.tipo, p.canal]));
    };
    // the demo consultant and finance chose some types (seed/notificacoes-demo.ts)
    expect(await prefs('consultor')).toMatchObject({
      venda: 'app',
      cotacao: 'app',
      milhas: 'email',
      ordem_pagamento: 'nenhum',
    });
    expect(await prefs('admin')).toMatchObject({ venda: 'app', ordem_pagamento: 'app', milhas: 'app' });
    // without the bell (no Notificações route) everything goes to the e-mail digest, unless chosen otherwise
    expect(await prefs('financeiro')).toMatchObject({
      pagamento: 'email',
      servico: 'email',
      cotacao: 'nenhum',
    });
    expect(await prefs('emissor')).toMatchObject({ emissao: 'email', venda: 'email' });
    const semSino = await t.injectAs('financeiro', {
      method: 'PUT',
      url: '/api/notificacoes/preferencias/',
      payload: { preferencias: [{ tipo: 'pagamento', canal: 'app' }] },
    });
    expect(semSino.statusCode).toBe(400);
    expect(expectDetail(semSino)).toBe(NOTIFICACAO_MESSAGES.semSino);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: '/api/notificacoes/preferencias/' })).statusCode,
    ).toBe(403);
    const repetido = await t.injectAs('consultor', {
      method: 'PUT',
      url: '/api/notificacoes/preferencias/',
      payload: {
        preferencias: [
          { tipo: 'venda', canal: 'app' },
          { tipo: 'venda', canal: 'email' },
        ],
      },
    });
    expect(repetido.statusCode).toBe(400);
    expect(repetido.body).toContain(NOTIFICACAO_MESSAGES.tipoRepetido);
    const invalido = await t.injectAs('consultor', {
      method: 'PUT',
      url: '/api/notificacoes/preferencias/',
      payload: { preferencias: [{ tipo: 'venda', canal: 'pombo' }] },
    });
    expect(invalido.statusCode).toBe(400);
  });

  it('honours the choice: nothing, or the e-mail digest that finance sends once', async () => {
    const salvar = async (preferencias: { tipo: string; canal: string }[]) => {
      const r = await t.injectAs('consultor', {
        method: 'PUT',
        url: '/api/notificacoes/preferencias/',
        payload: { preferencias },
      });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { preferencias: { tipo: string; canal: string; padrao: boolean }[] };
    };
    const salvo = await salvar([{ tipo: 'venda', canal: 'nenhum' }]);
    expect(salvo.preferencias.find((p) => p.tipo === 'venda')).toEqual({
      tipo: 'venda',
      canal: 'nenhum',
      padrao: false,
    });
    expect(salvo.preferencias.find((p) => p.tipo === 'cotacao')).toMatchObject({
      canal: 'app',
      padrao: true,
    });
    const [log] = await t.db.select().from(logs).where(eq(logs.tipo, 'notificacoes_preferencias'));
    expect(log?.usuario).toBe(ids.consultor);
    const antes = (await doUsuario('consultor')).length;
    const calada = await novaVenda('admin');
    expect(await doUsuario('consultor')).toHaveLength(antes);

    await salvar([{ tipo: 'venda', canal: 'email' }]);
    const lidas = await naoLidas('consultor');
    const porEmail = await novaVenda('admin');
    expect(await naoLidas('consultor')).toBe(lidas);
    const [aguardando] = await doUsuario('consultor');
    expect(aguardando).toMatchObject({ venda: porEmail, canal: 'email', enviada_em: null });
    expect(porEmail).not.toBe(calada);

    expect(
      (await t.injectAs('consultor', { method: 'POST', url: '/api/notificacoes/resumo/' })).statusCode,
    ).toBe(403);
    const pendentes = await t.db
      .select()
      .from(notificacoes)
      .where(and(eq(notificacoes.canal, 'email'), isNull(notificacoes.enviada_em)));
    expect(pendentes.map((n) => n.venda)).toContain(porEmail);
    const resumo = await t.injectAs('financeiro', { method: 'POST', url: '/api/notificacoes/resumo/' });
    expect(resumo.statusCode, resumo.body).toBe(200);
    // one e-mail per user with rows waiting (the users without the bell have some of the sale's life)
    expect(resumo.json()).toEqual({
      emails: new Set(pendentes.map((n) => n.destinatario)).size,
      notificacoes: pendentes.length,
    });
    const [email] = await t.db
      .select()
      .from(emails_fila)
      .where(eq(emails_fila.para, 'consultor@agencia-demo.com.br'));
    expect(email?.assunto).toBe(`${NOTIFICACAO_MESSAGES.resumoAssunto} (1)`);
    expect(email?.texto).toContain(`Venda ${formatId(porEmail)} criada`);
    const segundo = await t.injectAs('financeiro', { method: 'POST', url: '/api/notificacoes/resumo/' });
    expect(segundo.json()).toEqual({ emails: 0, notificacoes: 0 });
    await salvar([{ tipo: 'venda', canal: 'app' }]);
  });

  it('sends the digest by itself at 7 h in São Paulo, then every day', async () => {
    expect(msAteOProximoResumo(new Date('2026-11-29T09:30:00Z'))).toBe(30 * 60_000);
    expect(msAteOProximoResumo(new Date('2026-11-29T10:00:00Z'))).toBe(RESUMO_INTERVALO_MS);
    expect(msAteOProximoResumo(new Date('2026-11-29T23:00:00Z'))).toBe(11 * 60 * 60_000);

    await t.injectAs('consultor', {
      method: 'PUT',
      url: '/api/notificacoes/preferencias/',
      payload: { preferencias: [{ tipo: 'venda', canal: 'email' }] },
    });
    const porEmail = await novaVenda('admin');
    const { relogio, pendentes, disparar } = relogioFalso();
    const enviados: ({ emails: number; notificacoes: number } | null)[] = [];
    let avisar = () => {};
    const terminou = new Promise<void>((resolve) => {
      avisar = resolve;
    });
    const parar = agendarResumo({
      db: t.db,
      log: { info: () => {}, error: () => {} },
      relogio,
      agora: () => new Date('2026-11-29T09:00:00Z'),
      aoTerminar: (enviado) => {
        enviados.push(enviado);
        avisar();
      },
    });
    expect(pendentes.map((p) => p.ms)).toEqual([60 * 60_000]);
    disparar();
    await terminou;
    expect(enviados[0]?.emails).toBeGreaterThanOrEqual(1);
    const [email] = await t.db
      .select()
      .from(emails_fila)
      .where(eq(emails_fila.para, 'consultor@agencia-demo.com.br'))
      .orderBy(desc(emails_fila.id));
    expect(email?.texto).toContain(`Venda ${formatId(porEmail)} criada`);
    // the next run is a day later; stopping leaves nothing scheduled
    expect(pendentes.map((p) => p.ms)).toEqual([RESUMO_INTERVALO_MS]);
    parar();
    expect(pendentes).toHaveLength(0);
    await t.injectAs('consultor', {
      method: 'PUT',
      url: '/api/notificacoes/preferencias/',
      payload: { preferencias: [{ tipo: 'venda', canal: 'app' }] },
    });
  });
});
