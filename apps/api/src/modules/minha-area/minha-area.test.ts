import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import type { Log } from '@skyler/domain/logs';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs, orcamentos, vendas } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import {
  carregarIds,
  corpoHotel,
  criarOrcamento,
  criarVenda,
  idDoUsuario,
  ROLES_STAFF,
} from '../../test/fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

/** Minha área (decision 0029): each "meus" list is the signed-in user's own, whatever the query names. */
const u: Record<string, number> = {};
let doConsultor: number;
let pedidoDoSdr: number;
let daVendaDoAdmin: number;
let cotacaoDoCotador: number;

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const ids = async <T extends { id: number }>(username: string, url: string, key: string) => {
  const response = await get(username, url);
  expect(response.statusCode, response.body).toBe(200);
  return ((response.json() as Record<string, T[]>)[key] ?? []).map((row) => row.id);
};

usarApp({ referencia: true });

beforeAll(async () => {
  for (const username of [...ROLES_STAFF, 'cliente']) u[username] = await idDoUsuario(t.db, username);
  const vendaDoConsultor = await criarVenda(t.db);
  doConsultor = await criarOrcamento(t.db, { venda: vendaDoConsultor, tipo: 'orcamento_hotel' });
  const [vendaDoAdmin] = await t.db
    .insert(vendas)
    .values({ status: 'proposta', consultor: u.admin })
    .returning({ id: vendas.id });
  const venda = vendaDoAdmin?.id ?? 0;
  daVendaDoAdmin = await criarOrcamento(t.db, { venda, tipo: 'orcamento_carro' });
  const [pedido] = await t.db
    .insert(orcamentos)
    .values({
      venda,
      tipo_servico: 'orcamento_outro',
      status: 'aberto',
      descricao: 'Pedido do SDR',
      detalhes: { local: 'Bonito', nome_servico: 'passeio_terrestre', data_inicio_inicio: '2027-05-02' },
      created_by: u.sdr,
    })
    .returning({ id: orcamentos.id });
  pedidoDoSdr = pedido?.id ?? 0;

  const response = await t.injectAs('cotador', {
    method: 'POST',
    url: `/api/orcamentos/${doConsultor}/cotacoes/`,
    payload: corpoHotel(await carregarIds(t.db)),
  });
  expect(response.statusCode, response.body).toBe(201);
  cotacaoDoCotador = (response.json() as CotacaoView).id;
}, 180_000);

describe('Meus orçamentos (GET /api/orcamentos/meus/)', () => {
  const url = '/api/orcamentos/meus/';

  it("gives the requests of the user's sales and the ones they requested, newest first", async () => {
    expect(await ids<{ id: number }>('consultor', url, 'orcamentos')).toEqual([doConsultor]);
    expect(await ids<{ id: number }>('sdr', url, 'orcamentos')).toEqual([pedidoDoSdr]);
    expect(await ids<{ id: number }>('admin', url, 'orcamentos')).toEqual([pedidoDoSdr, daVendaDoAdmin]);
    const vazio = await get('emissor', url);
    expect(vazio.json()).toEqual({ orcamentos: [], pages: 1 });
  });

  it("never lists someone else's, whatever the query names", async () => {
    expect(await ids<{ id: number }>('consultor', `${url}?consultor=${u.admin}`, 'orcamentos')).toEqual([
      doConsultor,
    ]);
  });

  it("takes the list's filters and answers a bad one with a message", async () => {
    expect(await ids<{ id: number }>('admin', `${url}?tipo_servico=orcamento_carro`, 'orcamentos')).toEqual([
      daVendaDoAdmin,
    ]);
    const ruim = await get('admin', `${url}?quantidade_cotacoes=abc`);
    expect(ruim.statusCode).toBe(400);
    expect(expectDetail(ruim)).toEqual(expect.any(String));
  });
});

describe('Minhas cotações (GET /api/cotacoes/minhas/)', () => {
  const url = '/api/cotacoes/minhas/';

  it('gives the quotes the user priced', async () => {
    const response = await get('cotador', url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { cotacoes: CotacaoView[]; pages: number };
    expect(body.pages).toBe(1);
    expect(body.cotacoes.map((c) => c.id)).toEqual([cotacaoDoCotador]);
    expect(body.cotacoes[0]).toMatchObject({ orcamento: doConsultor, cotado_por: { id: u.cotador } });
  });

  it("never lists someone else's, whatever the query names", async () => {
    expect(await ids<CotacaoView>('consultor', `${url}?cotado_por=${u.cotador}`, 'cotacoes')).toEqual([]);
    expect((await get('cotador', `${url}?page=0`)).statusCode).toBe(400);
  });
});

describe('Minhas atividades (GET /api/logs/meus/)', () => {
  const url = '/api/logs/meus/';
  let linhaSemVenda: number;

  beforeAll(async () => {
    const [linha] = await t.db
      .insert(logs)
      .values({
        tipo: 'contato_editado',
        usuario: u.consultor,
        venda: null,
        dados: { antes: { nome: 'A' }, depois: { nome: 'B' } },
        meta: { entidade: 'contato', id: 1 },
      })
      .returning({ id: logs.id });
    linhaSemVenda = linha?.id ?? 0;
  });

  it("gives the user's own audit rows only, newest first", async () => {
    const response = await get('cotador', `${url}?usuario=${u.consultor}`);
    expect(response.statusCode, response.body).toBe(200);
    const linhas = (response.json() as { logs: Log[] }).logs;
    expect(linhas.length).toBeGreaterThan(0);
    expect(linhas.every((l) => l.usuario?.id === u.cotador)).toBe(true);
    expect(linhas.map((l) => l.id)).toEqual([...linhas.map((l) => l.id)].sort((a, b) => b - a));
    const doConsultor = (await get('consultor', url)).json() as { logs: Log[] };
    expect(doConsultor.logs.map((l) => l.id)).toContain(linhaSemVenda);
    expect(doConsultor.logs.every((l) => l.usuario?.id === u.consultor)).toBe(true);
  });

  it("takes the Logs list's filters", async () => {
    const response = await get('consultor', `${url}?tipo=contato_editado`);
    expect((response.json() as { logs: Log[] }).logs.map((l) => l.id)).toEqual([linhaSemVenda]);
    expect((await get('consultor', `${url}?data_inicio=2026-13-01`)).statusCode).toBe(400);
  });

  it('a user opens their own row outside a sale; another user without financeiro may not', async () => {
    expect((await get('consultor', `/api/logs/${linhaSemVenda}/`)).statusCode).toBe(200);
    expect((await get('emissor', `/api/logs/${linhaSemVenda}/`)).statusCode).toBe(403);
    expect((await get('financeiro', `/api/logs/${linhaSemVenda}/`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  const urls = ['/api/orcamentos/meus/', '/api/cotacoes/minhas/', '/api/logs/meus/'];

  it('every staff user opens their own lists', async () => {
    for (const username of ROLES_STAFF) {
      for (const url of urls) expect((await get(username, url)).statusCode, `${username} ${url}`).toBe(200);
    }
  });

  it('the customer account is refused, an anonymous request asked to sign in', async () => {
    for (const url of urls) {
      const cliente = await get('cliente', url);
      expect(cliente.statusCode, url).toBe(403);
      expect(expectDetail(cliente)).toBe(AUTH_MESSAGES.forbidden);
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});
