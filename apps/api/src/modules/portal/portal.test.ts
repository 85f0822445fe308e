import { AUTH_MESSAGES } from '@skyler/domain/auth';
import type { CotacaoView } from '@skyler/domain/cotacoes';
import {
  ACEITE_MESSAGES,
  CHAVES_PROIBIDAS_PORTAL,
  DOCUMENTO_PORTAL_MESSAGES,
  PORTAL_CONFIGURACAO_MESSAGES,
  PORTAL_MESSAGES,
  type PortalConfiguracao,
  type VendaPortal,
  type VendasPortal,
} from '@skyler/domain/portal';
import { PORTAL_ACESSO_MESSAGES as A, CODIGO_ACESSO } from '@skyler/domain/portal-acesso';
import { MENSAGEM_VERSAO } from '@skyler/domain/versao';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  agencia,
  contas_bancarias,
  contatos,
  contatos_empresas,
  cotacoes,
  documentos_contato,
  empresas,
  logs,
  notificacoes,
  pagamentos,
  passageiros,
  portal_aceites,
  portal_codigos,
  portal_documentos,
  usuarios,
  vendas,
} from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { carregarIds, corpoHotel, criarOrcamento, idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { multipart, png } from '../../test/multipart.ts';
import { pdfPageTexts } from '../../test/pdf-text.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { createUsuario } from '../usuarios/usuarios.service.ts';
import { assinarLinkDaProposta } from './portal-acesso.service.ts';

/** The client's portal: which sales a client account sees, and why; everyone else is refused. */
let claudia: number;
let olga: number;
const venda: Record<'propria' | 'alheia' | 'passageiro' | 'empresa', number> = {
  propria: 0,
  alheia: 0,
  passageiro: 0,
  empresa: 0,
};

async function novaVenda(valores: Partial<typeof vendas.$inferInsert>): Promise<number> {
  const consultor = await idDoUsuario(t.db, 'consultor');
  const [row] = await t.db
    .insert(vendas)
    .values({ status: 'proposta', consultor, ...valores })
    .returning({ id: vendas.id });
  return row?.id ?? 0;
}

const permitirContatosDaEmpresa = (permitido: boolean) =>
  t.db
    .insert(agencia)
    .values({ id: 1, nome: 'Agência', portal_contatos_empresa: permitido })
    .onConflictDoUpdate({ target: agencia.id, set: { portal_contatos_empresa: permitido } });

usarApp({ referencia: true });

beforeAll(async () => {
  const [contato] = await t.db
    .select({ id: contatos.id })
    .from(contatos)
    .where(eq(contatos.usuario_cliente, await idDoUsuario(t.db, 'cliente')));
  claudia = contato?.id ?? 0;
  const outra = await createUsuario(
    t.db,
    {
      username: 'outra_cliente',
      nome: 'Olga',
      sobrenome: 'Outra',
      email: 'olga@exemplo.com.br',
      password: 'uma senha longa',
      cliente: true,
    },
    { by: null },
  );
  const [daOlga] = await t.db
    .insert(contatos)
    .values({ nome: 'Olga', sobrenome: 'Outra', usuario_cliente: outra.id } as never)
    .returning({ id: contatos.id });
  olga = daOlga?.id ?? 0;
  venda.propria = await novaVenda({ cliente: claudia });
  venda.alheia = await novaVenda({ cliente: olga });
  // Olga's trip where Cláudia travels too
  venda.passageiro = await novaVenda({ cliente: olga });
  const orcamento = await criarOrcamento(t.db, { venda: venda.passageiro, tipo: 'orcamento_hotel' });
  await t.db.insert(passageiros).values({ orcamento, contato: claudia, ordem: 1 });
  // a company Cláudia is a contact of
  const [empresa] = await t.db
    .insert(empresas)
    .values({ nome: 'Viagens Corporativas Ltda' })
    .returning({ id: empresas.id });
  await t.db.insert(contatos_empresas).values({ contato_id: claudia, empresa_id: empresa?.id ?? 0 });
  venda.empresa = await novaVenda({ cliente_empresa: empresa?.id ?? null });
  // Cláudia's own trip: one request with two alternatives, Cláudia travelling, and a payment due
  pedido = await criarOrcamento(t.db, { venda: venda.propria, tipo: 'orcamento_hotel' });
  await t.db.insert(passageiros).values({ orcamento: pedido, contato: claudia, ordem: 1 });
  const ids = await carregarIds(t.db);
  for (const nome of ['Hotel A', 'Hotel B']) {
    const r = await t.injectAs('cotador', {
      method: 'POST',
      url: `/api/orcamentos/${pedido}/cotacoes/`,
      payload: corpoHotel(ids, { descricao: `Interna ${nome}` }),
    });
    expect(r.statusCode, r.body).toBe(201);
    alternativas.push((r.json() as CotacaoView).id);
  }
  const [devido] = await t.db
    .insert(pagamentos)
    .values({ venda: venda.propria, valor: '1500.00', meio_pagamento: 'pix', data_vencimento: '2099-01-10' })
    .returning({ id: pagamentos.id });
  pagamento = devido?.id ?? 0;
}, 180_000);
let pedido: number;
const alternativas: number[] = [];
let pagamento: number;

const get = (username: string, url: string) => t.injectAs(username, { method: 'GET', url });
const idsDe = async (username: string) => {
  const r = await get(username, '/api/portal/vendas/');
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as VendasPortal).vendas.map((v) => [v.id, v.vinculo]);
};

describe('GET /api/portal/vendas/', () => {
  it("lists the client's sales and the ones they travel on, newest first, never another client's", async () => {
    await permitirContatosDaEmpresa(false);
    expect(await idsDe('cliente')).toEqual([
      [venda.passageiro, 'passageiro'],
      [venda.propria, 'cliente'],
    ]);
    expect(await idsDe('outra_cliente')).toEqual([
      [venda.passageiro, 'cliente'],
      [venda.alheia, 'cliente'],
    ]);
  });

  it("adds the company's sales to its contacts only when the agency allows it", async () => {
    await permitirContatosDaEmpresa(true);
    expect((await idsDe('cliente'))[0]).toEqual([venda.empresa, 'empresa']);
    expect((await idsDe('outra_cliente')).map(([id]) => id)).not.toContain(venda.empresa);
    await permitirContatosDaEmpresa(false);
    expect((await idsDe('cliente')).map(([id]) => id)).not.toContain(venda.empresa);
  });

  it('answers a bad page with a message', async () => {
    const r = await get('cliente', '/api/portal/vendas/?page=abc');
    expect(r.statusCode).toBe(400);
    expect(expectDetail(r)).toEqual(expect.any(String));
  });
});

describe('GET /api/portal/vendas/{id}/', () => {
  it('opens a sale the account sees, saying why', async () => {
    const r = await get('cliente', `/api/portal/vendas/${venda.passageiro}/`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: venda.passageiro, vinculo: 'passageiro', status: 'proposta' });
    expect((r.json() as VendaPortal).consultor).toEqual(expect.any(String));
  });

  it("answers another client's sale, or one that does not exist, as not found", async () => {
    for (const id of [venda.alheia, venda.empresa, 2_000_000_000]) {
      const r = await get('cliente', `/api/portal/vendas/${id}/`);
      expect(r.statusCode, String(id)).toBe(404);
      expect(expectDetail(r)).toBe(PORTAL_MESSAGES.vendaNaoEncontrada);
    }
    expect((await get('outra_cliente', `/api/portal/vendas/${venda.propria}/`)).statusCode).toBe(404);
  });

  it("opens the company's sale to its contact once the agency allows it", async () => {
    await permitirContatosDaEmpresa(true);
    const r = await get('cliente', `/api/portal/vendas/${venda.empresa}/`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ vinculo: 'empresa' });
    await permitirContatosDaEmpresa(false);
  });
});

describe('GET|PUT /api/configuracoes/portal/', () => {
  const URL = '/api/configuracoes/portal/';
  it('is for administrators only: every other role and the client get 403 and nothing changes', async () => {
    for (const username of [...ROLES_STAFF.filter((r) => r !== 'admin'), 'cliente']) {
      expect((await get(username, URL)).statusCode, username).toBe(403);
      const escrita = await t.injectAs(username, {
        method: 'PUT',
        url: URL,
        payload: { contatos_empresa: true },
      });
      expect(escrita.statusCode, username).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await get('admin', URL)).json()).toMatchObject({ contatos_empresa: false });
  });

  it("switches the company's sales on for its contacts, versioned and audited, a stale write refused", async () => {
    const lida = (await get('admin', URL)).json() as PortalConfiguracao;
    const ruim = await t.injectAs('admin', { method: 'PUT', url: URL, payload: { contatos_empresa: 'sim' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.body).toContain(PORTAL_CONFIGURACAO_MESSAGES.booleano);
    const ligada = await t.injectAs('admin', {
      method: 'PUT',
      url: URL,
      payload: { contatos_empresa: true, versao: lida.versao },
    });
    expect(ligada.statusCode, ligada.body).toBe(200);
    expect(ligada.json()).toMatchObject({ contatos_empresa: true, versao: lida.versao + 1 });
    expect((await get('cliente', `/api/portal/vendas/${venda.empresa}/`)).statusCode).toBe(200);

    const velha = await t.injectAs('admin', {
      method: 'PUT',
      url: URL,
      payload: { contatos_empresa: false, versao: lida.versao },
    });
    expect(velha.statusCode).toBe(409);
    expect(expectDetail(velha)).toBe(MENSAGEM_VERSAO);
    const desligada = await t.injectAs('admin', {
      method: 'PUT',
      url: URL,
      payload: { contatos_empresa: false, versao: lida.versao + 1 },
    });
    expect(desligada.json()).toMatchObject({ contatos_empresa: false, versao: lida.versao + 2 });
    expect((await get('cliente', `/api/portal/vendas/${venda.empresa}/`)).statusCode).toBe(404);
    const auditoria = await t.db.select().from(logs).where(eq(logs.tipo, 'portal_configuracao_alterada'));
    expect(auditoria.map((l) => (l.dados as { depois: unknown }).depois)).toEqual([
      { contatos_empresa: true, versao: lida.versao + 1 },
      { contatos_empresa: false, versao: lida.versao + 2 },
    ]);
  });
});

/** Every key of a JSON answer, however deep. */
function chaves(valor: unknown): string[] {
  if (Array.isArray(valor)) return valor.flatMap(chaves);
  if (valor && typeof valor === 'object') {
    return Object.entries(valor).flatMap(([k, v]) => [k, ...chaves(v)]);
  }
  return [];
}

const lerViagem = async (username = 'cliente') => {
  const r = await get(username, `/api/portal/vendas/${venda.propria}/`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as VendaPortal;
};

describe("the client's trip", () => {
  it('shows each quote as the proposal does, the passengers with their to-dos and the payments due', async () => {
    const viagem = await lerViagem();
    expect(viagem.cotacoes.map((c) => [c.id, c.orcamento, c.situacao])).toEqual(
      alternativas.map((id) => [id, pedido, 'aguardando_aceite']),
    );
    expect(viagem.cotacoes[0]?.detalhes).toContainEqual(expect.objectContaining({ rotulo: 'Hotel' }));
    expect(viagem.passageiros).toEqual([
      expect.objectContaining({ id: claudia, pendencias: expect.any(Array) }),
    ]);
    expect(viagem.pagamentos).toEqual([
      expect.objectContaining({
        id: pagamento,
        valor: '1500.00',
        status: 'nao_efetuado',
        vencimento: '2099-01-10',
      }),
    ]);
  });

  it('never answers a cost, margin, supplier, internal description or staff field', async () => {
    const r = await get('cliente', `/api/portal/vendas/${venda.propria}/`);
    const presentes = new Set(chaves(r.json()));
    expect(CHAVES_PROIBIDAS_PORTAL.filter((k) => presentes.has(k))).toEqual([]);
    expect(r.body).not.toContain('Interna Hotel');
  });
});

describe('POST /api/portal/vendas/{id}/aceite/', () => {
  const aceitar = (cotacoesIds: number[], username = 'cliente', id = venda.propria) =>
    t.injectAs(username, {
      method: 'POST',
      url: `/api/portal/vendas/${id}/aceite/`,
      payload: { cotacoes: cotacoesIds },
      headers: { 'user-agent': 'Celular de teste' },
    });

  it('takes one alternative per request, and refuses what does not await acceptance', async () => {
    const duas = await aceitar(alternativas);
    expect(duas.statusCode).toBe(400);
    expect(expectDetail(duas)).toBe(ACEITE_MESSAGES.umaPorPedido);
    const vazia = await aceitar([]);
    expect(vazia.statusCode).toBe(400);
    expect(expectDetail(vazia)).toBe(ACEITE_MESSAGES.semCotacao);
    expect((await aceitar([2_000_000_000])).statusCode).toBe(400);
    expect((await aceitar([alternativas[0] ?? 0], 'outra_cliente')).statusCode).toBe(404);
    expect(await t.db.select().from(portal_aceites)).toEqual([]);
  });

  it('records who, when, from where and exactly what; moves the quote to the cart; tells the consultant', async () => {
    const escolhida = alternativas[1] ?? 0;
    const [antes] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, escolhida));
    const r = await aceitar([escolhida]);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ detail: ACEITE_MESSAGES.aceita });
    const [registro] = await t.db
      .select()
      .from(portal_aceites)
      .where(eq(portal_aceites.venda, venda.propria));
    expect(registro).toMatchObject({
      usuario: await idDoUsuario(t.db, 'cliente'),
      user_agent: 'Celular de teste',
      ip: expect.any(String),
      itens: [
        { cotacao: escolhida, versao: antes?.updated_at.toISOString(), valor_final: antes?.valor_final },
      ],
    });
    const [depois] = await t.db.select().from(cotacoes).where(eq(cotacoes.id, escolhida));
    expect(depois?.status).toBe('carrinho');
    const avisos = await t.db
      .select()
      .from(notificacoes)
      .where(
        and(
          eq(notificacoes.venda, venda.propria),
          eq(notificacoes.destinatario, await idDoUsuario(t.db, 'consultor')),
        ),
      );
    expect(avisos.map((n) => n.title)).toContain(
      ACEITE_MESSAGES.notificacao(String(venda.propria).padStart(4, '0'), 'Cláudia Cliente'),
    );
    const auditoria = await t.db.select().from(logs).where(eq(logs.tipo, 'portal_aceite'));
    expect(auditoria).toHaveLength(1);
    const viagem = await lerViagem();
    expect(viagem.cotacoes.find((c) => c.id === escolhida)?.situacao).toBe('aceita');
    expect(viagem.ultimo_aceite).toBe(registro?.created_at.toISOString());
    // accepted once: it no longer awaits acceptance
    expect((await aceitar([escolhida])).statusCode).toBe(400);
  });

  it('asks for acceptance again once the agency takes the accepted quote back to change it', async () => {
    const escolhida = alternativas[1] ?? 0;
    const volta = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/vendas/${venda.propria}/remove_carrinho/`,
      payload: { cotacao: escolhida },
    });
    expect(volta.statusCode, volta.body).toBe(200);
    expect((await lerViagem()).cotacoes.find((c) => c.id === escolhida)?.situacao).toBe('alterada');
    expect((await aceitar([escolhida])).statusCode).toBe(201);
    expect(
      await t.db.select().from(portal_aceites).where(eq(portal_aceites.venda, venda.propria)),
    ).toHaveLength(2);
  });

  it("refuses a sale that is no longer a proposal, and another client's sale as not found", async () => {
    expect((await aceitar([alternativas[0] ?? 0], 'cliente', venda.alheia)).statusCode).toBe(404);
    const fechada = await novaVenda({ cliente: claudia, status: 'cancelada' });
    const r = await aceitar([alternativas[0] ?? 0], 'cliente', fechada);
    expect(r.statusCode).toBe(409);
    expect(expectDetail(r)).toBe(ACEITE_MESSAGES.vendaFechada);
  });
});

describe('POST /api/portal/vendas/{id}/pagamentos/{pagamento}/pix/', () => {
  it("gives the client the payment's Pix code and QR, and nobody else's", async () => {
    await t.db.insert(contas_bancarias).values({
      banco: '341',
      agencia: '0001',
      conta: '12345-6',
      descricao: 'Itaú',
      chave_pix: '12345678000199',
    });
    const url = `/api/portal/vendas/${venda.propria}/pagamentos/${pagamento}/pix/`;
    const r = await t.injectAs('cliente', { method: 'POST', url });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      copia_e_cola: expect.stringContaining('12345678000199'),
      qr_code_svg: expect.any(String),
    });
    expect((await lerViagem()).pagamentos[0]?.pix?.copia_e_cola).toBe(
      (r.json() as { copia_e_cola: string }).copia_e_cola,
    );
    expect((await t.injectAs('outra_cliente', { method: 'POST', url })).statusCode).toBe(404);
    const deOutraVenda = `/api/portal/vendas/${venda.passageiro}/pagamentos/${pagamento}/pix/`;
    expect((await t.injectAs('cliente', { method: 'POST', url: deOutraVenda })).statusCode).toBe(404);
  });
});

describe('POST /api/portal/vendas/{id}/documentos/', () => {
  const enviar = (campos: Record<string, string>, comArquivo = true, username = 'cliente') =>
    t.injectAs(username, {
      method: 'POST',
      url: `/api/portal/vendas/${venda.propria}/documentos/`,
      ...multipart(
        campos,
        comArquivo ? { nome: 'passaporte.png', data: png(), type: 'image/png' } : undefined,
      ),
    });
  const passaporte = () => ({
    tipo: 'passaporte',
    passageiro: String(claudia),
    finalidade: 'Passaporte para a viagem',
    numero: 'FX123456',
    data_validade: '2035-01-09',
  });

  it("stores a passenger's passport to their record with its purpose, and tells the consultant", async () => {
    const r = await enviar(passaporte());
    expect(r.statusCode, r.body).toBe(201);
    const { id } = r.json() as { id: number };
    const [registro] = await t.db.select().from(portal_documentos).where(eq(portal_documentos.id, id));
    expect(registro).toMatchObject({ venda: venda.propria, finalidade: 'Passaporte para a viagem' });
    const [documento] = await t.db
      .select()
      .from(documentos_contato)
      .where(eq(documentos_contato.id, registro?.documento ?? 0));
    expect(documento).toMatchObject({
      contato_id: claudia,
      tipo: 'passaporte',
      numero: 'FX123456',
      mime: 'image/png',
    });
    const avisos = await t.db.select().from(notificacoes).where(eq(notificacoes.venda, venda.propria));
    expect(avisos.map((n) => n.title)).toContain(
      DOCUMENTO_PORTAL_MESSAGES.notificacao(String(venda.propria).padStart(4, '0'), 'Passaporte'),
    );
  });

  it("keeps a visa on the passenger's record, where staff read it with the contact's documents", async () => {
    const r = await enviar({
      ...passaporte(),
      tipo: 'visto',
      numero: 'V9876543',
      finalidade: 'Visto americano',
    });
    expect(r.statusCode, r.body).toBe(201);
    const staff = await t.injectAs('consultor', { method: 'GET', url: `/api/contatos/${claudia}/vistos/` });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(JSON.stringify(staff.json())).toContain('V9876543');
  });

  it('refuses a passenger of no trip of the client, a missing purpose or file, with a message', async () => {
    const outro = await enviar({ ...passaporte(), passageiro: String(olga) });
    expect(outro.statusCode).toBe(400);
    expect(expectDetail(outro)).toBe(DOCUMENTO_PORTAL_MESSAGES.passageiro);
    const semFinalidade = await enviar({ ...passaporte(), finalidade: '' });
    expect(semFinalidade.statusCode).toBe(400);
    expect(expectDetail(semFinalidade)).toBe(DOCUMENTO_PORTAL_MESSAGES.finalidade);
    const semArquivo = await enviar(passaporte(), false);
    expect(semArquivo.statusCode).toBe(400);
    expect(expectDetail(semArquivo)).toBe(DOCUMENTO_PORTAL_MESSAGES.arquivo);
    expect((await enviar(passaporte(), true, 'outra_cliente')).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('refuses staff (they read sales in the back-office) and asks an anonymous request to sign in', async () => {
    for (const url of ['/api/portal/vendas/', `/api/portal/vendas/${venda.propria}/`]) {
      for (const username of ROLES_STAFF) {
        const r = await get(username, url);
        expect(r.statusCode, `${username} ${url}`).toBe(403);
        expect(expectDetail(r)).toBe(AUTH_MESSAGES.forbidden);
      }
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    }
  });
});

describe('GET /api/portal/vendas/{id}/proposta/', () => {
  it("answers the PDF of the client's quotes without the internal description; another client 404, staff 403", async () => {
    const r = await get('cliente', `/api/portal/vendas/${venda.propria}/proposta/`);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    const texto = pdfPageTexts(r.rawPayload).join('\n');
    expect(texto).toContain('Hotel');
    expect(texto).not.toContain('Interna');
    expect((await get('outra_cliente', `/api/portal/vendas/${venda.propria}/proposta/`)).statusCode).toBe(
      404,
    );
    expect((await get('consultor', `/api/portal/vendas/${venda.propria}/proposta/`)).statusCode).toBe(403);
  });
});

describe("the proposal's link: POST /api/portal/acesso/, …/codigo/, …/conta/", () => {
  const token = (alvo: { venda: number; contato: number }, agora?: Date) =>
    assinarLinkDaProposta(t.app.secret, alvo, { dias: 30, ...(agora ? { agora } : {}) });
  const abrir = (corpo: object, username?: string) =>
    username
      ? t.injectAs(username, { method: 'POST', url: '/api/portal/acesso/', payload: corpo })
      : t.inject({ method: 'POST', url: '/api/portal/acesso/', payload: corpo });
  const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });
  const SENHA = 'Pelourinho ao entardecer 2027';

  it('refuses a tampered, foreign or expired link in Portuguese, and says so before anything else', async () => {
    const bom = token({ venda: venda.propria, contato: claudia });
    const [v, c, e, assinatura] = bom.split('.');
    const casos: [string, string][] = [
      [`${venda.alheia}.${c}.${e}.${assinatura}`, A.linkInvalido],
      [`${v}.${olga}.${e}.${assinatura}`, A.linkInvalido],
      [`${v}.${c}.${Number(e) + 86_400}.${assinatura}`, A.linkInvalido],
      ['um-link-qualquer', A.linkInvalido],
      [
        token({ venda: venda.propria, contato: claudia }, new Date(Date.now() - 31 * 86_400_000)),
        A.linkExpirado,
      ],
      // the sale's client is Olga: a link naming Cláudia on it leads nowhere
      [token({ venda: venda.alheia, contato: claudia }), A.linkInvalido],
    ];
    for (const [t1, mensagem] of casos) {
      const r = await abrir({ token: t1 });
      expect([r.statusCode, expectDetail(r)], t1).toEqual([400, mensagem]);
      const codigo = await post('/api/portal/acesso/codigo/', { token: t1 });
      expect(codigo.statusCode).toBe(400);
    }
  });

  it('opens the sale for its client signed in, asks an existing account to sign in, and gives nothing to anyone else', async () => {
    const link = { token: token({ venda: venda.propria, contato: claudia }) };
    const anonimo = await abrir(link);
    expect(anonimo.json()).toEqual({ situacao: 'entrar', venda: venda.propria, email: 'cliente' });
    expect((await abrir(link, 'cliente')).json()).toEqual({
      situacao: 'autenticado',
      venda: venda.propria,
      email: 'cliente',
    });
    for (const outro of ['outra_cliente', 'consultor', 'admin']) {
      const r = await abrir(link, outro);
      expect([r.statusCode, r.json()], outro).toEqual([403, { detail: A.outraConta }]);
    }
    const codigo = await post('/api/portal/acesso/codigo/', link);
    expect([codigo.statusCode, expectDetail(codigo)]).toEqual([409, A.contaExiste]);
  });

  it('creates the account on first use with the e-mailed code: tries counted, exhausted, then a new code, a session and the sale', async () => {
    const [paulo] = await t.db
      .insert(contatos)
      .values({ nome: 'Paulo', sobrenome: 'Novo', email: 'Paulo.Novo@exemplo.com.br' } as never)
      .returning({ id: contatos.id });
    const contato = paulo?.id ?? 0;
    const vendaDoPaulo = await novaVenda({ cliente: contato });
    const link = { token: token({ venda: vendaDoPaulo, contato }) };
    expect((await abrir(link)).json()).toEqual({
      situacao: 'criar_conta',
      venda: vendaDoPaulo,
      email: 'paulo.novo@exemplo.com.br',
    });
    const codigoEnviado = async () => {
      t.mailer.sent.length = 0;
      const r = await post('/api/portal/acesso/codigo/', link);
      expect(r.statusCode, r.body).toBe(200);
      expect(expectDetail(r)).toBe(A.codigoEnviado('pa***@exemplo.com.br'));
      await t.enviarEmails();
      const [email] = t.mailer.sent;
      expect(email).toMatchObject({ to: 'paulo.novo@exemplo.com.br', subject: A.assuntoCodigo });
      return /(\d{6})/.exec(email?.text ?? '')?.[1] ?? '';
    };
    const conta = (codigo: string, senha = SENHA) =>
      post('/api/portal/acesso/conta/', { ...link, codigo, senha, confirmacao: senha });
    const errado = (codigo: string) => (codigo === '000000' ? '111111' : '000000');

    // the first code: every try spent on wrong codes, then even the right one is refused
    const primeiro = await codigoEnviado();
    for (let restantes = CODIGO_ACESSO.tentativas - 1; restantes > 0; restantes--) {
      const r = await conta(errado(primeiro));
      expect([r.statusCode, expectDetail(r), r.json().tentativas_restantes]).toEqual([
        400,
        A.codigoIncorreto(restantes),
        restantes,
      ]);
    }
    const ultima = await conta(errado(primeiro));
    expect([ultima.statusCode, expectDetail(ultima), ultima.json().tentativas_restantes]).toEqual([
      400,
      A.codigoInvalido,
      0,
    ]);
    expect(expectDetail(await conta(primeiro))).toBe(A.codigoInvalido);

    // a new code: a weak password spends no try; the right code creates the account and signs in
    const segundo = await codigoEnviado();
    const fraca = await conta(segundo, 'paulo');
    expect(fraca.statusCode).toBe(400);
    const diferentes = await post('/api/portal/acesso/conta/', {
      ...link,
      codigo: segundo,
      senha: SENHA,
      confirmacao: 'outra',
    });
    expect([diferentes.statusCode, diferentes.json().errors]).toEqual([
      400,
      { confirmacao: [A.senhasDiferentes] },
    ]);
    const criada = await conta(segundo);
    expect([criada.statusCode, criada.json()]).toEqual([
      201,
      { situacao: 'autenticado', venda: vendaDoPaulo, email: 'paulo.novo@exemplo.com.br' },
    ]);
    const [codigoUsado] = await t.db
      .select()
      .from(portal_codigos)
      .where(eq(portal_codigos.contato, contato))
      .orderBy(desc(portal_codigos.id));
    expect(codigoUsado?.tentativas).toBe(1);
    const sessao = criada.cookies.find((c) => c.name === 'sessionid')?.value ?? '';
    const trip = await t.inject({
      method: 'GET',
      url: `/api/portal/vendas/${vendaDoPaulo}/`,
      cookies: { sessionid: sessao },
    });
    expect(trip.statusCode, trip.body).toBe(200);
    const [usuario] = await t.db
      .select()
      .from(usuarios)
      .where(eq(usuarios.username, 'paulo.novo@exemplo.com.br'));
    expect(usuario).toMatchObject({ cliente: true, is_staff: false, nome: 'Paulo' });
    const [ligado] = await t.db.select().from(contatos).where(eq(contatos.id, contato));
    expect(ligado?.usuario_cliente).toBe(usuario?.id);
    const tipos = (await t.db.select().from(logs).where(eq(logs.venda, vendaDoPaulo))).map((l) => l.tipo);
    expect(tipos).toEqual(
      expect.arrayContaining(['portal_codigo_enviado', 'portal_codigo_incorreto', 'portal_conta_criada']),
    );
    const [criado] = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.tipo, 'usuario_criado'), eq(logs.usuario, usuario?.id ?? 0)));
    expect(criado).toBeUndefined();

    // the link used again: the account exists, so it signs in instead; the code is spent
    expect((await abrir(link)).json()).toMatchObject({
      situacao: 'entrar',
      email: 'paulo.novo@exemplo.com.br',
    });
    expect((await conta(segundo)).statusCode).toBe(409);
    expect((await post('/api/portal/acesso/codigo/', link)).statusCode).toBe(409);
  });

  it('sends a few codes per contact in a window, then 429 in Portuguese', async () => {
    const [contato] = await t.db
      .insert(contatos)
      .values({ nome: 'Rita', sobrenome: 'Repete', email: 'rita@exemplo.com.br' } as never)
      .returning({ id: contatos.id });
    const link = {
      token: token({ venda: await novaVenda({ cliente: contato?.id ?? 0 }), contato: contato?.id ?? 0 }),
    };
    for (let i = 0; i < CODIGO_ACESSO.porJanela; i++) {
      expect((await post('/api/portal/acesso/codigo/', link)).statusCode).toBe(200);
    }
    const r = await post('/api/portal/acesso/codigo/', link);
    expect([r.statusCode, expectDetail(r)]).toEqual([429, A.muitosCodigos]);
  });
});
