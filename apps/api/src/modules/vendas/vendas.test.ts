import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { MOTIVO_CANCELAMENTO, VENDA_ERROS, VENDA_MESSAGES } from '@skyler/domain/vendas';
import { and, count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contatos, empresas, logs, notificacoes, usuarios, vendas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { nomeBuscaContato } from '../contatos/contatos.queries.ts';
import { nomeBuscaEmpresa } from '../empresas/empresas.queries.ts';
import { countVendas, findVendasPage, vendasWhere } from './vendas.queries.ts';

let cliente: number;
let empresa: number;
const ids: Record<string, number> = {};

usarApp();

beforeAll(async () => {
  const [indicador] = await t.db
    .insert(contatos)
    .values({ nome: 'Iara', sobrenome: 'Indica' } as never)
    .returning();
  const [contato] = await t.db
    .insert(contatos)
    .values({
      nome: 'Paula',
      sobrenome: 'Passageira',
      nome_busca: nomeBuscaContato({ nome: 'Paula', sobrenome: 'Passageira' }),
      indicacao: indicador?.id,
    } as never)
    .returning();
  const [row] = await t.db
    .insert(empresas)
    .values({ nome: 'Viagens Ltda', nome_busca: nomeBuscaEmpresa({ nome: 'Viagens Ltda' }) } as never)
    .returning();
  cliente = contato?.id ?? 0;
  empresa = row?.id ?? 0;
  for (const u of await t.db.select().from(usuarios)) ids[u.username] = u.id;
});

const novaVenda = (extra: Record<string, unknown> = {}) => ({
  cliente,
  consultor: ids.consultor,
  meio_contato_tipo: 'Email',
  meio_contato_valor: 'paula@example.com',
  ...extra,
});

async function criar(extra: Record<string, unknown> = {}, username = 'consultor'): Promise<number> {
  const response = await t.injectAs(username, {
    method: 'POST',
    url: '/api/vendas/',
    payload: novaVenda(extra),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: number }).id;
}

type Venda = {
  id: number;
  status: string;
  cliente: { id: number } | null;
  cliente_empresa: { id: number } | null;
  indicacao: { nome: string } | null;
  consultor: { id: number } | null;
  motivo_cancelamento: string | null;
  cancelado_por: { username: string } | null;
  concluida_por: { username: string } | null;
  last_edited_by: { username: string } | null;
};

async function venda(id: number): Promise<Venda> {
  const response = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${id}/` });
  expect(response.statusCode).toBe(200);
  return response.json() as Venda;
}

describe('POST /api/vendas/', () => {
  it('creates a sale in proposta with the referral of the client, an audit row and a notification', async () => {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/',
      payload: novaVenda(),
    });
    expect(response.statusCode).toBe(201);
    const { id, detail } = response.json() as { id: number; detail: string };
    expect(detail).toBe(VENDA_MESSAGES.criada);
    const v = await venda(id);
    expect(v).toMatchObject({ status: 'proposta', cliente: { id: cliente }, indicacao: { nome: 'Iara' } });
    const [log] = await t.db.select().from(logs).where(eq(logs.venda, id));
    expect(log?.tipo).toBe('venda_criada');
    // the consultant opened it: no news to them
    expect(await t.db.select().from(notificacoes).where(eq(notificacoes.venda, id))).toEqual([]);
    // opened by someone else, it is news to its consultant
    const doAdmin = await criar({}, 'admin');
    const [n] = await t.db.select().from(notificacoes).where(eq(notificacoes.venda, doAdmin));
    expect(n).toMatchObject({ context: 'venda', consultor: ids.consultor, destinatario: ids.consultor });
  });

  it('keeps the company and clears the client when a company is chosen', async () => {
    const id = await criar({ cliente_empresa: empresa });
    expect(await venda(id)).toMatchObject({ cliente: null, cliente_empresa: { id: empresa } });
  });

  it.each([
    ['cliente', { cliente: null }],
    ['consultor', { consultor: undefined }],
    ['meio_contato_tipo', { meio_contato_tipo: null }],
    ['meio_contato_valor', { meio_contato_valor: '' }],
  ])('refuses a sale without %s', async (campo, extra) => {
    const response = await t.injectAs('consultor', {
      method: 'POST',
      url: '/api/vendas/',
      payload: novaVenda(extra),
    });
    expect(response.statusCode).toBe(400);
    expect(expectDetail(response)).toBe(VENDA_MESSAGES.camposObrigatorios);
    expect((response.json() as { errors: Record<string, string[]> }).errors[campo]).toEqual([
      VENDA_MESSAGES.camposObrigatorios,
    ]);
  });

  it('refuses an unknown client, a client account as consultant and a non-SDR as SDR', async () => {
    const cases = [
      [{ cliente: 999_999 }, VENDA_ERROS.clienteInvalido],
      [{ consultor: ids.cliente }, VENDA_ERROS.consultorInvalido],
      [{ sdr: ids.cotador }, VENDA_ERROS.sdrInvalido],
      [{ cliente_empresa: 999_999 }, VENDA_ERROS.empresaInvalida],
    ] as const;
    for (const [extra, message] of cases) {
      const response = await t.injectAs('consultor', {
        method: 'POST',
        url: '/api/vendas/',
        payload: novaVenda(extra),
      });
      expect(response.statusCode).toBe(400);
      expect(expectDetail(response)).toBe(message);
    }
  });

  it('is refused to customer accounts and without a session', async () => {
    const asCliente = await t.injectAs('cliente', {
      method: 'POST',
      url: '/api/vendas/',
      payload: novaVenda(),
    });
    expect(asCliente.statusCode).toBe(403);
    expect(expectDetail(asCliente)).toBe(AUTH_MESSAGES.forbidden);
    const anonymous = await t.inject({ method: 'POST', url: '/api/vendas/', payload: novaVenda() });
    expect(anonymous.statusCode).toBe(401);
  });
});

/** the ids of a page of 15, newest first, as a plain query selects them */
async function idsDaPagina(filtros: Parameters<typeof vendasWhere>[0], page: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: vendas.id })
    .from(vendas)
    .where(vendasWhere(filtros))
    .orderBy(desc(vendas.id))
    .limit(15)
    .offset((page - 1) * 15);
  return rows.map((row) => row.id);
}

describe('GET /api/vendas/detailed/', () => {
  it('pages 15 sales newest first with the counters, and filters', async () => {
    await criar({ consultor: ids.admin });
    const semConsultor = await criar();
    await t.injectAs('admin', { method: 'PUT', url: `/api/vendas/${semConsultor}/`, payload: novaVenda() });
    for (let i = 0; i < 16; i++) await criar();
    const response = await t.injectAs('cotador', { method: 'GET', url: '/api/vendas/detailed/' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { vendas: (Venda & Record<string, number>)[]; pages: number };
    expect(body.vendas).toHaveLength(15);
    expect(body.pages).toBeGreaterThanOrEqual(2);
    expect(body.vendas[0]?.id).toBeGreaterThan(body.vendas[1]?.id ?? 0);
    expect(body.vendas[0]).toMatchObject({
      num_orcamentos_ativos: 0,
      num_cotacoes_carrinho: 0,
      num_emissoes_fila: 0,
      num_emissoes_finalizadas: 0,
      num_servicos_validacao: 0,
    });

    const get = async (query: string) => {
      const r = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/detailed/?${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { vendas: Venda[]; pages: number };
    };
    const porConsultor = await get(`consultor=${ids.admin}`);
    expect(porConsultor.vendas.every((v) => v.consultor?.id === ids.admin)).toBe(true);
    expect((await get(`id_venda=${semConsultor}`)).vendas.map((v) => v.id)).toEqual([semConsultor]);
    expect((await get('cliente=paula%20pass')).vendas.length).toBeGreaterThan(0);
    expect((await get('cliente=viagens')).vendas.every((v) => v.cliente_empresa !== null)).toBe(true);
    expect((await get('cliente=ninguem')).vendas).toEqual([]);
    expect((await get('status=concluida')).vendas).toEqual([]);
    expect((await get('tipos_orcamento=orcamento_voo')).vendas).toEqual([]);
    const fila = await t.injectAs('sdr', { method: 'GET', url: '/api/vendas/detailed/?sem_consultor=true' });
    expect(fila.statusCode, fila.body).toBe(200);
    expect((fila.json() as { vendas: Venda[] }).vendas.every((v) => v.consultor === null)).toBe(true);
  });

  it('names the client, referrer, company and users of each sale', async () => {
    const paraCliente = await criar();
    const paraEmpresa = await criar({ cliente: null, cliente_empresa: empresa, sdr: ids.sdr });
    const r = await t.injectAs('consultor', { method: 'GET', url: '/api/vendas/detailed/' });
    const lidas = (r.json() as { vendas: Venda[] }).vendas as unknown as Record<string, unknown>[];
    const vistas = new Map(lidas.map((v) => [v.id as number, v]));
    expect(vistas.get(paraCliente)).toMatchObject({
      cliente: { id: cliente, nome: 'Paula', sobrenome: 'Passageira' },
      indicacao: { nome: 'Iara', sobrenome: 'Indica' },
      cliente_empresa: null,
      consultor: { id: ids.consultor, nome: 'Carlos', username: 'consultor', cliente: false },
      created_by: { id: ids.consultor },
      sdr: null,
    });
    expect(vistas.get(paraEmpresa)).toMatchObject({
      cliente: null,
      indicacao: null,
      cliente_empresa: { id: empresa, nome: 'Viagens Ltda' },
      sdr: { id: ids.sdr, nome: 'Sofia' },
    });
  });

  it('counts from the per-status, consultant and client totals exactly what the filters select, after every change', async () => {
    const concluir = await criar();
    const conclusao = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${concluir}/concluir/`,
    });
    expect(conclusao.statusCode, conclusao.body).toBe(200);
    const cancelar = await criar({ consultor: ids.admin });
    const cancelamento = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/vendas/${cancelar}/cancelar/`,
      payload: { motivo_cancelamento: 'Cliente desistiu' },
    });
    expect(cancelamento.statusCode, cancelamento.body).toBe(200);
    const semConsultor = await criar();
    await t.db.update(vendas).set({ consultor: null }).where(eq(vendas.id, semConsultor));
    const apagada = await criar();
    await t.db.delete(vendas).where(eq(vendas.id, apagada));
    const daEmpresa = await criar({ cliente_empresa: empresa, consultor: ids.admin });
    const passaParaEmpresa = await criar();
    await t.db
      .update(vendas)
      .set({ cliente: null, cliente_empresa: empresa })
      .where(eq(vendas.id, passaParaEmpresa));
    await t.db.update(vendas).set({ consultor: null }).where(eq(vendas.id, daEmpresa));
    for (const filtros of [
      {},
      { status: 'proposta' },
      { status: 'concluida' },
      { status: 'cancelada' },
      { consultor: ids.consultor },
      { consultor: ids.admin, status: 'fechada' },
      { sem_consultor: true },
      { sem_consultor: true, consultor: ids.admin },
      { cliente: 'passageira' },
      { cliente: 'paula', status: 'proposta' },
      { cliente: 'viagens' },
      { cliente: 'viagens', sem_consultor: true },
      { cliente: 'a', consultor: ids.consultor, status: 'concluida' },
      { cliente: 'ninguem' },
    ] as const) {
      const [real] = await t.db.select({ n: count() }).from(vendas).where(vendasWhere(filtros));
      expect(await countVendas(t.db, filtros), JSON.stringify(filtros)).toBe(real?.n);
    }
    expect(await countVendas(t.db, { cliente: 'viagens', sem_consultor: true })).toBeGreaterThan(0);
    expect(await countVendas(t.db, { cliente: 'passageira' })).toBeGreaterThan(0);
    expect(await countVendas(t.db, { status: 'concluida' })).toBeGreaterThan(0);
    expect(await countVendas(t.db, { status: 'fechada' })).toBeGreaterThan(0);
    expect(await countVendas(t.db, { sem_consultor: true })).toBeGreaterThan(0);
  });

  it('pages every shape of filter (prepared once per shape, first pages with their offset written) as a plain query selects', async () => {
    // sdr holds pega-vendas, so the sem_consultor shapes answer too
    const get = async (query: string) => {
      const r = await t.injectAs('sdr', { method: 'GET', url: `/api/vendas/detailed/?${query}` });
      expect(r.statusCode, r.body).toBe(200);
      return r.json() as { vendas: Venda[]; pages: number };
    };
    for (let i = 0; i < 50; i++) await criar();
    const [contato] = await t.db.select().from(contatos).where(eq(contatos.id, cliente));
    const sobrenome = contato?.sobrenome.split(' ')[0] ?? '';
    for (const filtros of [
      {},
      { status: 'proposta' },
      { status: 'fechada' },
      { consultor: ids.consultor },
      { consultor: ids.admin, status: 'proposta' },
      { sem_consultor: true },
      { cliente: sobrenome },
      { cliente: `${contato?.nome} ${sobrenome}` },
      { cliente: 'ninguem' },
      { cliente: sobrenome.slice(0, 2) },
      { cliente: sobrenome, status: 'proposta', consultor: ids.consultor },
    ] as const) {
      for (const page of [1, 2, 4]) {
        const query = new URLSearchParams({ page: String(page) });
        for (const [nome, valor] of Object.entries(filtros)) query.set(nome, String(valor));
        const pagina = await get(query.toString());
        const esperadas = await idsDaPagina(filtros, page);
        const [total] = await t.db.select({ n: count() }).from(vendas).where(vendasWhere(filtros));
        expect(
          pagina.vendas.map((v) => v.id),
          `${query}`,
        ).toEqual(esperadas);
        expect(pagina.pages, `${query}`).toBe(Math.max(1, Math.ceil((total?.n ?? 0) / 15)));
      }
    }
  });

  it('pages a client-name filter alike through the client indexes and by walking the sales newest first', async () => {
    for (let i = 0; i < 20; i++) await criar();
    const [contato] = await t.db.select().from(contatos).where(eq(contatos.id, cliente));
    for (const filtros of [
      { cliente: contato?.sobrenome ?? '' },
      { cliente: 'paula', consultor: ids.consultor },
      { cliente: 'viagens' },
      { cliente: 'a', status: 'proposta' as const },
    ]) {
      for (const page of [1, 2, 4]) {
        const [pelosIndices, andando] = await Promise.all(
          [Number.MAX_SAFE_INTEGER, 0].map((clientePeloIndice) =>
            findVendasPage(t.db, filtros, { page, pageSize: 15, clientePeloIndice }),
          ),
        );
        const esperadas = await idsDaPagina(filtros, page);
        const label = `${JSON.stringify(filtros)} page ${page}`;
        expect(
          pelosIndices?.rows.map((v) => v.id),
          label,
        ).toEqual(esperadas);
        expect(
          andando?.rows.map((v) => v.id),
          label,
        ).toEqual(esperadas);
        expect(andando?.total, label).toBe(pelosIndices?.total);
      }
    }
    const [real] = await t.db
      .select({ n: count() })
      .from(vendas)
      .where(vendasWhere({ cliente: 'paula' }));
    expect(real?.n).toBeGreaterThan(15);
  });

  it('answers 400 with a message for bad filters, never 500', async () => {
    for (const query of [
      'page=0',
      'status=xyz',
      'id_venda=abc',
      'tipos_orcamento=nada',
      'sem_consultor=talvez',
    ]) {
      const r = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/detailed/?${query}` });
      expect(r.statusCode, query).toBe(400);
      expect(expectDetail(r)).toBeTruthy();
    }
  });

  it('is refused to customer accounts', async () => {
    const r = await t.injectAs('cliente', { method: 'GET', url: '/api/vendas/detailed/' });
    expect(r.statusCode).toBe(403);
  });
});

describe('GET/PUT /api/vendas/:id/', () => {
  it('answers 404 for an unknown sale and 400 for a bad id', async () => {
    const missing = await t.injectAs('consultor', { method: 'GET', url: '/api/vendas/999999/' });
    expect(missing.statusCode).toBe(404);
    expect(expectDetail(missing)).toBe(VENDA_ERROS.naoEncontrada);
    expect((await t.injectAs('consultor', { method: 'GET', url: '/api/vendas/abc/' })).statusCode).toBe(400);
  });

  it('edits a sale in proposta and records who edited it', async () => {
    const id = await criar();
    const response = await t.injectAs('sdr', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: novaVenda({
        meio_contato_tipo: 'Whatsapp',
        meio_contato_valor: '+55 (11) 99999-0000',
        sdr: ids.sdr,
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      meio_contato_tipo: 'Whatsapp',
      last_edited_by: { username: 'sdr' },
    });
    const tipos = (await t.db.select().from(logs).where(eq(logs.venda, id))).map((l) => l.tipo);
    expect(tipos).toContain('venda_editada');
  });

  it('lets only financeiro edit a sale that left proposta (409 otherwise)', async () => {
    const id = await criar();
    await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/concluir/`,
      payload: { status: 'concluida' },
    });
    const refused = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: novaVenda(),
    });
    expect(refused.statusCode).toBe(409);
    expect(expectDetail(refused)).toBe(VENDA_ERROS.naoPodeEditar);
    const financeiro = await t.injectAs('financeiro', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: novaVenda({ anotacoes: 'ajuste do financeiro' }),
    });
    expect(financeiro.statusCode).toBe(200);
  });

  it('assigns a consultant from Pega Vendas with a body of only {consultor}', async () => {
    const [row] = await t.db.select().from(usuarios).where(eq(usuarios.username, 'consultor'));
    const id = await criar();
    await t.db.update(vendas).set({ consultor: null }).where(eq(vendas.id, id));
    const response = await t.injectAs('sdr', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: { consultor: row?.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Venda).consultor?.id).toBe(row?.id);
    const invalid = await t.injectAs('sdr', {
      method: 'PUT',
      url: `/api/vendas/${id}/`,
      payload: { consultor: ids.cliente },
    });
    expect(invalid.statusCode).toBe(400);
    expect(expectDetail(invalid)).toBe(VENDA_ERROS.consultorInvalido);
  });
});

describe('the Pega Vendas queue: only pega-vendas and administrators list and take sales without a consultant', () => {
  const SEM_ACESSO = ['consultor', 'cotador', 'emissor', 'financeiro', 'milhas'];

  async function semConsultor(): Promise<number> {
    const id = await criar();
    await t.db.update(vendas).set({ consultor: null }).where(eq(vendas.id, id));
    return id;
  }

  it.each(SEM_ACESSO)('%s: 403 on the list and the export of the queue', async (username) => {
    const lista = await t.injectAs(username, {
      method: 'GET',
      url: '/api/vendas/detailed/?sem_consultor=true',
    });
    expect(lista.statusCode, lista.body).toBe(403);
    expect(expectDetail(lista)).toBe(VENDA_ERROS.semPegaVendas);
    const exportada = await t.injectAs(username, {
      method: 'GET',
      url: '/api/exportar/vendas.csv?sem_consultor=true',
    });
    expect(exportada.statusCode, exportada.body).toBe(403);
    expect(expectDetail(exportada)).toBe(VENDA_ERROS.semPegaVendas);
    // the ordinary list still answers
    const todas = await t.injectAs(username, { method: 'GET', url: '/api/vendas/detailed/' });
    expect(todas.statusCode).toBe(200);
  });

  it.each(SEM_ACESSO)(
    '%s: 403 taking a sale, by {consultor} or by the whole form, and the sale keeps no consultant',
    async (username) => {
      const id = await semConsultor();
      const antes = await t.db.select({ n: count() }).from(logs);
      const pega = await t.injectAs(username, {
        method: 'PUT',
        url: `/api/vendas/${id}/`,
        payload: { consultor: ids[username] },
      });
      expect(pega.statusCode, pega.body).toBe(403);
      expect(expectDetail(pega)).toBe(VENDA_ERROS.semPegaVendas);
      const formulario = await t.injectAs(username, {
        method: 'PUT',
        url: `/api/vendas/${id}/`,
        payload: novaVenda({ consultor: ids.consultor }),
      });
      expect(formulario.statusCode, formulario.body).toBe(403);
      expect((await venda(id)).consultor).toBeNull();
      expect(await t.db.select({ n: count() }).from(logs)).toEqual(antes);
    },
  );

  it('sdr (pega-vendas) and admin list and export the queue and take a sale, by {consultor} or by the whole form', async () => {
    for (const username of ['sdr', 'admin']) {
      const lista = await t.injectAs(username, {
        method: 'GET',
        url: '/api/vendas/detailed/?sem_consultor=true',
      });
      expect(lista.statusCode, lista.body).toBe(200);
      const exportada = await t.injectAs(username, {
        method: 'GET',
        url: '/api/exportar/vendas.csv?sem_consultor=true',
      });
      expect(exportada.statusCode, exportada.body).toBe(200);
    }
    const pelaSdr = await semConsultor();
    const sdr = await t.injectAs('sdr', {
      method: 'PUT',
      url: `/api/vendas/${pelaSdr}/`,
      payload: { consultor: ids.consultor },
    });
    expect(sdr.statusCode, sdr.body).toBe(200);
    expect((await venda(pelaSdr)).consultor?.id).toBe(ids.consultor);
    const peloAdmin = await semConsultor();
    const admin = await t.injectAs('admin', {
      method: 'PUT',
      url: `/api/vendas/${peloAdmin}/`,
      payload: novaVenda({ consultor: ids.admin }),
    });
    expect(admin.statusCode, admin.body).toBe(200);
    expect((await venda(peloAdmin)).consultor?.id).toBe(ids.admin);
  });
});

describe('cancel and conclude', () => {
  it('cancels a sale in proposta with a reason, once', async () => {
    const id = await criar();
    const response = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/cancelar/`,
      payload: { status: 'fechada', motivo_cancelamento: 'Cliente desistiu' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'fechada',
      motivo_cancelamento: 'Cliente desistiu',
      cancelado_por: { username: 'consultor' },
    });
    const again = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/cancelar/`,
      payload: { motivo_cancelamento: 'de novo' },
    });
    expect(again.statusCode).toBe(409);
    expect(expectDetail(again)).toBe(VENDA_ERROS.naoPodeCancelar);
    const conclude = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/concluir/`,
      payload: {},
    });
    expect(conclude.statusCode).toBe(409);
    expect(expectDetail(conclude)).toBe(VENDA_ERROS.naoPodeConcluir);
    const registros = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'venda_cancelada'), eq(logs.venda, id)));
    expect(registros).toHaveLength(1);
  });

  it('checks the reason: 3 to 255 characters', async () => {
    const id = await criar();
    const cases = [
      [{ motivo_cancelamento: 'ab' }, VENDA_ERROS.motivoCurto],
      [{ motivo_cancelamento: '  a  ' }, VENDA_ERROS.motivoCurto],
      [{}, VENDA_ERROS.motivoCurto],
      [{ motivo_cancelamento: 'x'.repeat(256) }, MOTIVO_CANCELAMENTO.maxMessage],
    ] as const;
    for (const [payload, message] of cases) {
      const r = await t.injectAs('consultor', { method: 'PUT', url: `/api/vendas/${id}/cancelar/`, payload });
      expect(r.statusCode).toBe(400);
      expect(expectDetail(r)).toBe(message);
    }
  });

  it('concludes a sale with nothing open and refuses it a second time', async () => {
    const id = await criar();
    const r = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/concluir/`,
      payload: { status: 'concluida' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ status: 'concluida', concluida_por: { username: 'consultor' } });
    const again = await t.injectAs('consultor', {
      method: 'PUT',
      url: `/api/vendas/${id}/concluir/`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers 404 for transitions of an unknown sale and 403 for customers', async () => {
    const r = await t.injectAs('consultor', {
      method: 'PUT',
      url: '/api/vendas/999999/concluir/',
      payload: {},
    });
    expect(r.statusCode).toBe(404);
    const c = await t.injectAs('cliente', {
      method: 'PUT',
      url: '/api/vendas/1/cancelar/',
      payload: { motivo_cancelamento: 'abc' },
    });
    expect(c.statusCode).toBe(403);
  });
});

describe('sale tabs of later areas', () => {
  it.each(['orcamentos', 'cotacoes', 'carrinho', 'servicos', 'pagamentos', 'emissoes', 'racs'])(
    '%s/ is an empty list for a sale and 404 for an unknown one',
    async (aba) => {
      const id = await criar();
      const r = await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/${id}/${aba}/` });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual([]);
      expect(
        (await t.injectAs('consultor', { method: 'GET', url: `/api/vendas/999999/${aba}/` })).statusCode,
      ).toBe(404);
    },
  );
});
