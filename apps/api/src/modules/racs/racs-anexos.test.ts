import { readdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { hojeNaAgencia } from '@skyler/domain/formatters';
import {
  RAC_MESSAGES as M,
  type RacDocumento,
  type RacServico,
  ZRacDocumento,
  ZRacProtocolo,
  ZRacServico,
} from '@skyler/domain/racs';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { logs, notificacoes, racs } from '../../db/schema/index.ts';
import { expectDetail } from '../../test/app.ts';
import { idDoUsuario, ROLES_STAFF } from '../../test/fixtures.ts';
import { multipart, png } from '../../test/multipart.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';
import { abrirRac, contarRacs, criarEmissaoConcluida } from './test-fixtures.ts';

usarApp();

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The files the store holds. */
function arquivos(): string[] {
  try {
    return readdirSync(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true })
      .filter((entrada) => entrada.isFile())
      .map((entrada) => path.join(entrada.parentPath, entrada.name));
  } catch {
    return [];
  }
}

/** A refused request answers the status and message given and changes no table nor the file store. */
async function recusa(
  pedido: () => Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status: number,
  detail: string,
) {
  const antes = await contarRacs(t.db);
  const guardados = arquivos();
  const response = await pedido();
  expect(response.statusCode, response.body).toBe(status);
  expect((response.json() as { detail: string }).detail).toBe(detail);
  expect(await contarRacs(t.db)).toEqual(antes);
  expect(arquivos()).toEqual(guardados);
  return response.json() as { detail: string; errors?: Record<string, string[]> };
}

async function racFinalizada(): Promise<number> {
  const id = await abrirRac(t, await criarEmissaoConcluida(t.db));
  await t.db.update(racs).set({ status: 'finalizada' }).where(eq(racs.id, id));
  return id;
}

async function ultimoLog(tipo: string, venda: number) {
  const [log] = await t.db
    .select()
    .from(logs)
    .where(and(eq(logs.tipo, tipo), eq(logs.venda, venda)))
    .orderBy(desc(logs.id))
    .limit(1);
  const [aviso] = await t.db
    .select()
    .from(notificacoes)
    .where(eq(notificacoes.log, log?.id ?? 0));
  return { log, aviso };
}

describe('protocols', () => {
  const protocolo = { nome: 'Protocolo 123456', descricao: 'Pedido de remarcação feito à companhia' };
  const criar = (rac: number, payload: object, username = 'consultor') =>
    t.injectAs(username, { method: 'POST', url: `/api/racs/${rac}/protocolos/`, payload });

  it('adds a protocol dated today in the agency, or on the day given, and lists them; audited', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const rac = await abrirRac(t, e);
    let response = await criar(rac, protocolo);
    expect(response.statusCode, response.body).toBe(201);
    const criado = ZRacProtocolo.parse(response.json());
    const consultor = await idDoUsuario(t.db, 'consultor');
    expect(criado).toMatchObject({ ...protocolo, data: hojeNaAgencia(), created_by: { id: consultor } });
    // at 01:00 UTC it is still the day before in São Paulo
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-01T01:00:00Z'));
    try {
      response = await criar(rac, { ...protocolo, nome: 'Na virada do ano' });
    } finally {
      vi.useRealTimers();
    }
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toBe('2026-12-31');
    response = await criar(rac, { ...protocolo, nome: 'Segundo protocolo', data: '2027-01-05' }, 'emissor');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toBe('2027-01-05');

    response = await t.injectAs('financeiro', { method: 'GET', url: `/api/racs/${rac}/protocolos/` });
    expect(response.statusCode).toBe(200);
    const lidos = (response.json() as unknown[]).map((p) => ZRacProtocolo.parse(p));
    expect(lidos.map((p) => p.nome)).toEqual(['Protocolo 123456', 'Na virada do ano', 'Segundo protocolo']);

    const { log, aviso } = await ultimoLog('rac_protocolo', e.venda);
    expect(log?.meta).toMatchObject({ entidade: 'rac', id: rac });
    expect(aviso).toMatchObject({ context: 'rac', consultor });
  });

  it('name of at least 10 characters, description of 20 to 500; any staff member; never on a concluded RAC', async () => {
    const rac = await abrirRac(t, await criarEmissaoConcluida(t.db));
    let erro = await recusa(() => criar(rac, { ...protocolo, nome: 'Curto' }), 400, M.minimo10);
    expect(erro.errors).toEqual({ nome: [M.minimo10] });
    erro = await recusa(() => criar(rac, { ...protocolo, nome: '   123456789   ' }), 400, M.minimo10);
    erro = await recusa(
      () => criar(rac, { ...protocolo, descricao: 'curta demais' }),
      400,
      M.descricaoTamanho,
    );
    expect(erro.errors).toEqual({ descricao: [M.descricaoTamanho] });
    await recusa(() => criar(rac, { ...protocolo, descricao: 'x'.repeat(501) }), 400, M.descricaoTamanho);
    await recusa(() => criar(rac, { nome: protocolo.nome }), 400, M.descricaoTamanho);
    expect((await criar(rac, { ...protocolo, descricao: 'x'.repeat(500) })).statusCode).toBe(201);

    for (const role of ROLES_STAFF) expect((await criar(rac, protocolo, role)).statusCode, role).toBe(201);
    await recusa(() => criar(rac, protocolo, 'cliente'), 403, AUTH_MESSAGES.forbidden);
    const lista = await t.injectAs('cliente', { method: 'GET', url: `/api/racs/${rac}/protocolos/` });
    expect(lista.statusCode).toBe(403);

    const concluida = await racFinalizada();
    await recusa(() => criar(concluida, protocolo), 409, M.finalizada);
    await recusa(() => criar(2_000_000, protocolo), 404, M.naoEncontrada);
    const falta = await t.injectAs('consultor', { method: 'GET', url: '/api/racs/2000000/protocolos/' });
    expect(falta.statusCode).toBe(404);
    expect(expectDetail(falta)).toBe(M.naoEncontrada);
  });
});

describe('documents', () => {
  const enviar = (
    rac: number,
    campos: Record<string, string>,
    arquivo?: { data: Buffer; nome: string },
    username = 'consultor',
  ) =>
    t.injectAs(username, {
      method: 'POST',
      url: `/api/racs/${rac}/documentos/`,
      ...multipart(campos, arquivo && { ...arquivo, campo: 'documento' }),
    });

  it('keeps a PDF or an image with its type; the file is read back inline; audited', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const rac = await abrirRac(t, e);
    let response = await enviar(rac, { tipo: 'Carta de cancelamento' }, { data: PDF, nome: 'carta.pdf' });
    expect(response.statusCode, response.body).toBe(201);
    const documento = ZRacDocumento.parse(response.json());
    expect(documento).toMatchObject({
      tipo: 'Carta de cancelamento',
      nome_arquivo: 'carta.pdf',
      tipo_arquivo: 'application/pdf',
      documento: `/api/racs/documentos/${documento.id}/arquivo/`,
      created_by: { id: await idDoUsuario(t.db, 'consultor') },
    });
    const arquivo = await t.injectAs('financeiro', { method: 'GET', url: documento.documento });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.headers['content-disposition']).toMatch(/^inline/);
    expect(arquivo.rawPayload.equals(PDF)).toBe(true);

    response = await enviar(rac, { tipo: 'Foto do bilhete' }, { data: png(), nome: 'foto.png' }, 'emissor');
    expect(response.statusCode, response.body).toBe(201);
    response = await t.injectAs('sdr', { method: 'GET', url: `/api/racs/${rac}/documentos/` });
    const lidos = (response.json() as RacDocumento[]).map((d) => ZRacDocumento.parse(d));
    expect(lidos.map((d) => [d.tipo, d.tipo_arquivo])).toEqual([
      ['Carta de cancelamento', 'application/pdf'],
      ['Foto do bilhete', 'image/png'],
    ]);

    const { log, aviso } = await ultimoLog('rac_documento', e.venda);
    expect(log?.meta).toMatchObject({ entidade: 'rac', id: rac });
    expect(aviso?.context).toBe('rac');
    expect((await t.injectAs('cliente', { method: 'GET', url: documento.documento })).statusCode).toBe(403);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/racs/documentos/2000000/arquivo/' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a missing file, a short type, content that is not a PDF or image, a concluded RAC: no file, no row', async () => {
    const rac = await abrirRac(t, await criarEmissaoConcluida(t.db));
    const guardados = arquivos();
    let erro = await recusa(() => enviar(rac, { tipo: 'Carta da companhia' }), 400, M.documentoObrigatorio);
    expect(erro.errors).toEqual({ documento: [M.documentoObrigatorio] });
    erro = await recusa(() => enviar(rac, { tipo: 'Carta' }, { data: PDF, nome: 'a.pdf' }), 400, M.minimo10);
    expect(erro.errors).toEqual({ tipo: [M.minimo10] });
    erro = await recusa(() => enviar(rac, {}), 400, M.minimo10);
    expect(erro.errors).toEqual({ tipo: [M.minimo10], documento: [M.documentoObrigatorio] });
    const texto = await enviar(
      rac,
      { tipo: 'Carta da companhia' },
      { data: Buffer.from('só texto'), nome: 'a.pdf' },
    );
    expect(texto.statusCode).toBe(415);
    const html = Buffer.concat([PDF, Buffer.from('<script>alert(1)</script>')]);
    expect(
      (await enviar(rac, { tipo: 'Carta da companhia' }, { data: html, nome: 'a.pdf' })).statusCode,
    ).toBe(415);
    const nada = await t.injectAs('consultor', { method: 'GET', url: `/api/racs/${rac}/documentos/` });
    expect(nada.json()).toEqual([]);
    expect(arquivos()).toEqual(guardados);

    const concluida = await racFinalizada();
    await recusa(
      () => enviar(concluida, { tipo: 'Carta da companhia' }, { data: PDF, nome: 'a.pdf' }),
      409,
      M.finalizada,
    );
    await recusa(
      () => enviar(rac, { tipo: 'Carta da companhia' }, { data: PDF, nome: 'a.pdf' }, 'cliente'),
      403,
      AUTH_MESSAGES.forbidden,
    );
    await recusa(
      () => enviar(2_000_000, { tipo: 'Carta da companhia' }, { data: PDF, nome: 'a.pdf' }),
      404,
      M.naoEncontrada,
    );
    const json = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/racs/${rac}/documentos/`,
      payload: { tipo: 'Carta da companhia' },
    });
    expect(json.statusCode).toBe(415);
  });
});

describe('related services', () => {
  const vincular = (rac: number, servico: number, username = 'consultor') =>
    t.injectAs(username, { method: 'PUT', url: `/api/racs/${rac}/servicos/`, payload: { servico } });

  it("links services of the RAC's sale once each; audited", async () => {
    const e = await criarEmissaoConcluida(t.db, { servicos: 2 });
    const rac = await abrirRac(t, e);
    const [primeiro, segundo] = e.servicos as [number, number];
    let response = await vincular(rac, segundo);
    expect(response.statusCode, response.body).toBe(200);
    response = await vincular(rac, primeiro, 'milhas');
    const lidos = (response.json() as RacServico[]).map((s) => ZRacServico.parse(s));
    expect(lidos).toMatchObject([
      { servico: { id: segundo, descricao: 'Passeio 2' }, venda: e.venda },
      {
        servico: { id: primeiro, descricao: 'Passeio 1' },
        servico_vinculado_por: { id: await idDoUsuario(t.db, 'milhas') },
      },
    ]);
    response = await t.injectAs('emissor', { method: 'GET', url: `/api/racs/${rac}/servicos/` });
    expect(response.json()).toEqual(lidos);
    const { log, aviso } = await ultimoLog('rac_servico', e.venda);
    expect(log?.dados).toMatchObject({ depois: { servico: primeiro } });
    expect(aviso?.context).toBe('rac');
  });

  it('refuses a service that does not exist, of another sale, linked twice, on a concluded RAC, for customers', async () => {
    const e = await criarEmissaoConcluida(t.db);
    const outra = await criarEmissaoConcluida(t.db);
    const rac = await abrirRac(t, e);
    let erro = await recusa(() => vincular(rac, 2_000_000), 400, M.servicoInexistente);
    expect(erro.errors).toEqual({ servico: [M.servicoInexistente] });
    erro = await recusa(() => vincular(rac, outra.servico), 400, M.servicoOutraVenda);
    expect(erro.errors).toEqual({ servico: [M.servicoOutraVenda] });
    expect((await vincular(rac, e.servico)).statusCode).toBe(200);
    await recusa(() => vincular(rac, e.servico, 'financeiro'), 409, M.servicoJaVinculado);
    await recusa(() => vincular(rac, e.servico, 'cliente'), 403, AUTH_MESSAGES.forbidden);
    await recusa(() => vincular(2_000_000, e.servico), 404, M.naoEncontrada);
    const finalizada = await racFinalizada();
    const [servicoDela] = await t.db
      .select({ servico: racs.servico })
      .from(racs)
      .where(eq(racs.id, finalizada));
    await recusa(() => vincular(finalizada, servicoDela?.servico ?? 0), 409, M.finalizada);
    expect(
      (await t.injectAs('cliente', { method: 'GET', url: `/api/racs/${rac}/servicos/` })).statusCode,
    ).toBe(403);
    expect(
      (await t.injectAs('consultor', { method: 'GET', url: '/api/racs/2000000/servicos/' })).statusCode,
    ).toBe(404);
  });
});
