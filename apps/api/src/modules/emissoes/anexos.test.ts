import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES } from '@skyler/domain/auth';
import {
  type Anexo,
  EMISSAO_MESSAGES,
  EMISSAO_REMOCAO_MESSAGES,
  type EmissaoStatus,
} from '@skyler/domain/emissoes';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emissoes_anexos, logs, notificacoes } from '../../db/schema/index.ts';
import { reencodarImagem } from '../../platform/file-content.ts';
import { CONTEUDO_ATIVO } from '../../platform/files.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { type ArquivoMultipart, multipart, pdf, png } from '../../test/multipart.ts';
import {
  contarTabelas,
  criarEmissaoDeTeste,
  definirStatus,
  type EmissaoDeTeste,
  ROLES_NAO_EMISSORES,
} from './detalhe-fixtures.ts';

let t: TestApp;
let hotel: EmissaoDeTeste;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_MB: '1' } });
  hotel = await criarEmissaoDeTeste(t.db, { tipo: 'emissao_hotel', passageiros: 1 });
});
afterAll(() => t.close());

const voucher = (): ArquivoMultipart => ({ nome: 'voucher.pdf', data: pdf(), type: 'application/pdf' });

function enviar(
  emissao: number,
  campos: Record<string, string>,
  arquivo?: ArquivoMultipart,
  username = 'emissor',
) {
  return t.injectAs(username, {
    method: 'POST',
    url: `/api/emissoes/${emissao}/anexos/`,
    ...multipart(campos, arquivo),
  });
}

/** Files in the store, to prove a refused upload left none behind. */
function arquivosGuardados(): number {
  const raiz = path.join(t.dataDir, 'files');
  try {
    return readdirSync(raiz, { recursive: true, withFileTypes: true }).filter((entrada) => entrada.isFile())
      .length;
  } catch {
    return 0;
  }
}

async function estado() {
  return { ...(await contarTabelas(t.db)), arquivos: arquivosGuardados() };
}

async function listar(emissao: number, username = 'consultor') {
  const response = await t.injectAs(username, { method: 'GET', url: `/api/emissoes/${emissao}/anexos/` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Anexo[];
}

describe('issuance attachments', () => {
  it('attaches a PDF voucher, lists it, serves the file inline and audits it', async () => {
    const antes = await estado();
    const response = await enviar(hotel.id, { nome: 'Voucher do hotel' }, voucher());
    expect(response.statusCode, response.body).toBe(201);
    const anexo = response.json() as Anexo;
    expect(anexo).toEqual({
      id: expect.any(Number),
      nome: 'Voucher do hotel',
      emissao_id: hotel.id,
      documento: `/api/anexos/${anexo.id}/arquivo/`,
      tipo_arquivo: 'application/pdf',
      created_by: { id: expect.any(Number), nome: expect.any(String), sobrenome: expect.any(String) },
      created_at: expect.any(String),
    });
    expect(await listar(hotel.id)).toEqual([anexo]);
    expect(await estado()).toMatchObject({ anexos: antes.anexos + 1, arquivos: antes.arquivos + 1 });

    const arquivo = await t.injectAs('financeiro', { method: 'GET', url: anexo.documento });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('application/pdf');
    expect(arquivo.headers['content-disposition']).toMatch(
      /^inline; filename\*=UTF-8''Voucher%20do%20hotel\.pdf$/,
    );
    expect(arquivo.rawPayload.equals(pdf())).toBe(true);

    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissao_anexo'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log).toMatchObject({
      venda: hotel.venda,
      dados: { antes: null, depois: { id: anexo.id, nome: 'Voucher do hotel' } },
      meta: { entidade: 'emissao', id: hotel.id, anexo: anexo.id, acao: 'adicionado' },
    });
    const [notificacao] = await t.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.log, log?.id ?? 0));
    expect(notificacao).toMatchObject({ context: 'emissao' });
  });

  it('accepts an image, served with its own type', async () => {
    const imagem = png();
    const response = await enviar(
      hotel.id,
      { nome: 'Reserva' },
      { nome: 'foto.jpg', data: imagem, type: 'image/jpeg' },
      'admin',
    );
    expect(response.statusCode, response.body).toBe(201);
    const anexo = response.json() as Anexo;
    expect(anexo.tipo_arquivo).toBe('image/png');
    const arquivo = await t.injectAs('consultor', { method: 'GET', url: anexo.documento });
    expect(arquivo.headers['content-type']).toBe('image/png');
    // the store keeps the image encoded again (platform/file-content.ts)
    expect(arquivo.rawPayload.equals(await reencodarImagem(imagem, 'image/png'))).toBe(true);
  });

  it('requires the name and the file, with the screen messages, storing nothing', async () => {
    const antes = await estado();
    const semNada = await enviar(hotel.id, {});
    expect(semNada.statusCode).toBe(400);
    expect(semNada.json()).toEqual({
      detail: EMISSAO_MESSAGES.anexoNome,
      errors: { nome: [EMISSAO_MESSAGES.anexoNome], arquivo: [EMISSAO_MESSAGES.anexoDocumento] },
    });
    const semArquivo = await enviar(hotel.id, { nome: 'Voucher' });
    expect(semArquivo.statusCode).toBe(400);
    expect(expectDetail(semArquivo)).toBe(EMISSAO_MESSAGES.anexoDocumento);
    const nomeEmBranco = await enviar(hotel.id, { nome: '   ' }, voucher());
    expect(expectDetail(nomeEmBranco)).toBe(EMISSAO_MESSAGES.anexoNome);
    const nomeLongo = await enviar(hotel.id, { nome: 'x'.repeat(101) }, voucher());
    expect(nomeLongo.statusCode).toBe(400);
    expect(nomeLongo.json()).toMatchObject({ errors: { nome: ['Máximo de 100 caracteres.'] } });
    const arquivoVazio = await enviar(
      hotel.id,
      { nome: 'Vazio' },
      { nome: 'v.pdf', data: Buffer.alloc(0), type: 'application/pdf' },
    );
    expect(expectDetail(arquivoVazio)).toBe(EMISSAO_MESSAGES.anexoDocumento);
    expect(await estado()).toEqual(antes);
  });

  it('checks the file by its content: a text renamed .pdf and a PDF carrying script are refused', async () => {
    const antes = await estado();
    const texto = await enviar(
      hotel.id,
      { nome: 'Falso' },
      { nome: 'voucher.pdf', data: Buffer.from('isto não é um pdf'), type: 'application/pdf' },
    );
    expect(texto.statusCode).toBe(415);
    expect(expectDetail(texto)).toMatch(/^Tipo de arquivo não permitido/);
    const ativo = await enviar(
      hotel.id,
      { nome: 'Ativo' },
      {
        nome: 'voucher.pdf',
        data: Buffer.concat([pdf(), Buffer.from('<script>alert(1)</script>')]),
        type: 'application/pdf',
      },
    );
    expect(ativo.statusCode).toBe(415);
    expect(expectDetail(ativo)).toBe(CONTEUDO_ATIVO);
    expect(await estado()).toEqual(antes);
  });

  it('refuses a file over the upload limit, storing nothing', async () => {
    const antes = await estado();
    const grande = Buffer.concat([pdf(), Buffer.alloc(1024 * 1024 + 10, 0x20)]);
    const response = await enviar(
      hotel.id,
      { nome: 'Grande' },
      { nome: 'grande.pdf', data: grande, type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(413);
    expect(await estado()).toEqual(antes);
  });

  it('answers 404 when the stored file is gone', async () => {
    const criado = (await enviar(hotel.id, { nome: 'Some' }, voucher())).json() as Anexo;
    const [row] = await t.db.select().from(emissoes_anexos).where(eq(emissoes_anexos.id, criado.id));
    rmSync(path.join(t.dataDir, 'files', row?.documento ?? 'nada'));
    const response = await t.injectAs('consultor', { method: 'GET', url: criado.documento });
    expect(response.statusCode).toBe(404);
    expect(expectDetail(response)).toBe(EMISSAO_MESSAGES.anexoNaoEncontrado);
    // deleting it still works
    const del = await t.injectAs('emissor', { method: 'DELETE', url: `/api/anexos/${criado.id}/` });
    expect(del.statusCode).toBe(200);
  });

  it('refuses a body that is not multipart', async () => {
    const response = await t.injectAs('emissor', {
      method: 'POST',
      url: `/api/emissoes/${hotel.id}/anexos/`,
      payload: { nome: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 for an issuance or an attachment that does not exist', async () => {
    const antes = await estado();
    const post = await enviar(999_999, { nome: 'Voucher' }, voucher());
    expect(post.statusCode).toBe(404);
    expect(expectDetail(post)).toBe(EMISSAO_MESSAGES.naoEncontrada);
    const get = await t.injectAs('consultor', { method: 'GET', url: '/api/emissoes/999999/anexos/' });
    expect(get.statusCode).toBe(404);
    const del = await t.injectAs('emissor', { method: 'DELETE', url: '/api/anexos/999999/' });
    expect(del.statusCode).toBe(404);
    expect(expectDetail(del)).toBe(EMISSAO_MESSAGES.anexoNaoEncontrado);
    const arquivo = await t.injectAs('consultor', { method: 'GET', url: '/api/anexos/999999/arquivo/' });
    expect(arquivo.statusCode).toBe(404);
    expect(expectDetail(arquivo)).toBe(EMISSAO_MESSAGES.anexoNaoEncontrado);
    expect(await estado()).toEqual(antes);
  });

  it('deletes an attachment and its file, audited', async () => {
    const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
    const criado = (await enviar(emissao.id, { nome: 'Ingresso' }, voucher())).json() as Anexo;
    const antes = await estado();
    const response = await t.injectAs('emissor', { method: 'DELETE', url: `/api/anexos/${criado.id}/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ detail: EMISSAO_REMOCAO_MESSAGES.anexoDeletado });
    expect(await listar(emissao.id)).toEqual([]);
    expect(await estado()).toMatchObject({ anexos: antes.anexos - 1, arquivos: antes.arquivos - 1 });
    const [log] = await t.db
      .select()
      .from(logs)
      .where(eq(logs.tipo, 'emissao_anexo'))
      .orderBy(desc(logs.id))
      .limit(1);
    expect(log).toMatchObject({
      dados: { antes: { id: criado.id, nome: 'Ingresso' }, depois: null },
      meta: { entidade: 'emissao', id: emissao.id, anexo: criado.id, acao: 'removido' },
    });
    expect((await t.injectAs('consultor', { method: 'GET', url: criado.documento })).statusCode).toBe(404);
  });

  it.each(['finalizada', 'cancelada', 'rac'] satisfies EmissaoStatus[])(
    'refuses adding or deleting when the issuance is %s (409), storing nothing',
    async (status) => {
      const emissao = await criarEmissaoDeTeste(t.db, { passageiros: 1 });
      const existente = (await enviar(emissao.id, { nome: 'Voucher' }, voucher())).json() as Anexo;
      await definirStatus(t.db, emissao.id, status);
      const antes = await estado();
      const post = await enviar(emissao.id, { nome: 'Outro' }, voucher());
      expect(post.statusCode).toBe(409);
      expect(expectDetail(post)).toBe(EMISSAO_MESSAGES.naoEditavel);
      const del = await t.injectAs('emissor', { method: 'DELETE', url: `/api/anexos/${existente.id}/` });
      expect(del.statusCode).toBe(409);
      expect(await estado()).toEqual(antes);
      // still listed and readable
      expect(await listar(emissao.id)).toHaveLength(1);
      expect((await t.injectAs('consultor', { method: 'GET', url: existente.documento })).statusCode).toBe(
        200,
      );
    },
  );

  it.each([...ROLES_NAO_EMISSORES, 'cliente'])(
    'refuses %s adding or deleting (403), storing nothing',
    async (username) => {
      const [existente] = await t.db
        .select()
        .from(emissoes_anexos)
        .where(eq(emissoes_anexos.emissao, hotel.id))
        .limit(1);
      const antes = await estado();
      const post = await enviar(hotel.id, { nome: 'Voucher' }, voucher(), username);
      expect(post.statusCode).toBe(403);
      expect(expectDetail(post)).toBe(AUTH_MESSAGES.forbidden);
      const del = await t.injectAs(username, { method: 'DELETE', url: `/api/anexos/${existente?.id}/` });
      expect(del.statusCode).toBe(403);
      expect(await estado()).toEqual(antes);
    },
  );

  it('keeps the list and the file from the customer account', async () => {
    const [existente] = await t.db.select().from(emissoes_anexos).limit(1);
    const lista = await t.injectAs('cliente', { method: 'GET', url: `/api/emissoes/${hotel.id}/anexos/` });
    expect(lista.statusCode).toBe(403);
    const arquivo = await t.injectAs('cliente', {
      method: 'GET',
      url: `/api/anexos/${existente?.id}/arquivo/`,
    });
    expect(arquivo.statusCode).toBe(403);
  });
});
