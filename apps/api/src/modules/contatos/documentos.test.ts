import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  CONTATO_MESSAGES,
  DOCUMENTO_CAMPO_MESSAGES,
  DOCUMENTO_MESSAGES,
  type DocumentoContato,
} from '@skyler/domain/contatos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, documentos_contato } from '../../db/schema/index.ts';
import { reencodarImagem } from '../../platform/file-content.ts';
import { createTestApp, expectDetail, type TestApp } from '../../test/app.ts';
import { ultimoLog } from '../../test/auditoria.ts';
import { type ArquivoMultipart, multipart, pdf, png } from '../../test/multipart.ts';

let t: TestApp;
let contato: number;

/** Upload limit of this test app, so "too large" needs only a little over 1 MB. */
const UPLOAD_MAX_MB = 1;

beforeAll(async () => {
  t = await createTestApp({ env: { UPLOAD_MAX_MB: String(UPLOAD_MAX_MB) } });
  const [row] = await t.db.insert(contatos).values({ nome: 'Paula', sobrenome: 'Passaporte' }).returning();
  contato = row?.id ?? 0;
});
afterAll(() => t.close());

async function enviar(
  rota: string,
  campos: Record<string, string>,
  arquivo?: ArquivoMultipart,
  id = contato,
) {
  const body = multipart(campos, arquivo);
  return t.injectAs('consultor', { method: 'POST', url: `/api/contatos/${id}/${rota}/`, ...body });
}

describe('passports, RG and CNH', () => {
  it('adds a passport with an image, lists it and streams the file with its type', async () => {
    const imagem = png();
    // the store keeps the image encoded again (platform/file-content.ts)
    const guardada = await reencodarImagem(imagem, 'image/png');
    const response = await enviar(
      'passaportes',
      { numero: 'fx-123.456', data_emissao: '2020-01-10', data_validade: '2030-01-09', pais: '' },
      { nome: 'passaporte.png', data: imagem, type: 'image/png' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const documento = response.json() as DocumentoContato;
    expect(documento).toMatchObject({
      tipo: 'passaporte',
      numero: 'FX123456',
      data_emissao: '2020-01-10',
      data_validade: '2030-01-09',
      pais: 'Brasil',
      arquivo: { nome: 'passaporte.png', mime: 'image/png', tamanho: guardada.length },
      created_by: { nome: 'Carlos', sobrenome: 'Consultor' },
    });
    const lista = await t.injectAs('emissor', {
      method: 'GET',
      url: `/api/contatos/${contato}/passaportes/`,
    });
    expect((lista.json() as DocumentoContato[]).map((d) => d.id)).toContain(documento.id);

    const arquivo = await t.injectAs('emissor', { method: 'GET', url: documento.arquivo?.url ?? '' });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('image/png');
    expect(arquivo.rawPayload.equals(guardada)).toBe(true);

    const log = await ultimoLog(t.db, 'contato_documento_adicionado');
    expect(log?.meta).toMatchObject({ entidade: 'contato', id: contato, documento: documento.id });
  });

  it('adds an RG with a PDF and a CNH without a file', async () => {
    const rg = await enviar(
      'rgs',
      { numero: '12.345.678-9', data_emissao: '2015-05-05', orgao_emissor: 'SSP/SP' },
      { nome: 'rg.pdf', data: pdf(), type: 'application/pdf' },
    );
    expect(rg.statusCode, rg.body).toBe(201);
    const documentoRg = rg.json() as DocumentoContato;
    expect(documentoRg).toMatchObject({
      numero: '123456789',
      orgao_emissor: 'SSP/SP',
      arquivo: { mime: 'application/pdf' },
    });
    const arquivo = await t.injectAs('consultor', { method: 'GET', url: documentoRg.arquivo?.url ?? '' });
    expect(arquivo.headers['content-type']).toBe('application/pdf');

    const cnh = await enviar('cnhs', {
      numero: '123.456.789-01',
      data_validade: '2031-02-02',
      categoria: '',
    });
    expect(cnh.statusCode, cnh.body).toBe(201);
    const documentoCnh = cnh.json() as DocumentoContato;
    expect(documentoCnh).toMatchObject({ numero: '12345678901', categoria: 'A', arquivo: null });
    const semArquivo = await t.injectAs('consultor', {
      method: 'GET',
      url: `/api/contatos/${contato}/cnhs/${documentoCnh.id}/arquivo/`,
    });
    expect(semArquivo.statusCode).toBe(404);
  });

  it('refuses a text file renamed .pdf (by its content) and stores nothing', async () => {
    const antes = await t.db
      .select()
      .from(documentos_contato)
      .where(eq(documentos_contato.contato_id, contato));
    const response = await enviar(
      'passaportes',
      { numero: 'AB123456' },
      {
        nome: 'passaporte.pdf',
        data: Buffer.from('não sou um PDF, só texto\n'.repeat(20)),
        type: 'application/pdf',
      },
    );
    expect(response.statusCode).toBe(415);
    expect(expectDetail(response)).toBe(
      'Tipo de arquivo não permitido. Envie imagem (JPG, PNG, WEBP, GIF) ou PDF.',
    );
    const depois = await t.db
      .select()
      .from(documentos_contato)
      .where(eq(documentos_contato.contato_id, contato));
    expect(depois).toHaveLength(antes.length);
  });

  it('refuses a file over the upload limit (413)', async () => {
    const grande = Buffer.concat([pdf(), Buffer.alloc(UPLOAD_MAX_MB * 1024 * 1024 + 1024, 0x20)]);
    const response = await enviar(
      'passaportes',
      { numero: 'AB123456' },
      {
        nome: 'grande.pdf',
        data: grande,
        type: 'application/pdf',
      },
    );
    expect(response.statusCode).toBe(413);
    expect(expectDetail(response)).toMatch(/grande demais|excede o tamanho máximo/);
  });

  it.each([
    ['passaportes', {}, 'numero', DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio],
    ['passaportes', { numero: '   ' }, 'numero', DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio],
    ['passaportes', { numero: 'AB#12' }, 'numero', DOCUMENTO_CAMPO_MESSAGES.numeroInvalido],
    [
      'passaportes',
      { numero: 'AB1', data_emissao: '2020-01-10', data_validade: '2019-01-10' },
      'data_validade',
      DOCUMENTO_CAMPO_MESSAGES.validadeAntesEmissao,
    ],
    [
      'passaportes',
      { numero: 'AB1', data_emissao: '2020-13-10' },
      'data_emissao',
      CONTATO_MESSAGES.dataInvalida,
    ],
    ['rgs', { numero: '' }, 'numero', DOCUMENTO_CAMPO_MESSAGES.numeroObrigatorio],
    ['cnhs', { numero: '1234567890' }, 'numero', CONTATO_MESSAGES.cnhInvalida],
    [
      'cnhs',
      { numero: '12345678901', categoria: 'Z' },
      'categoria',
      'Categoria inválida: use A, B, C, D ou E.',
    ],
  ])('%s refuses %j with its message', async (rota, campos, campo, mensagem) => {
    const response = await enviar(rota, campos as Record<string, string>);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json() as { detail: string; errors: Record<string, string[]> };
    expect(body.errors[campo]).toContain(mensagem);
  });

  it('needs a multipart form and an existing contact', async () => {
    const json = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      payload: { numero: 'AB1' },
    });
    expect(json.statusCode).toBe(415);
    const ausente = await enviar('passaportes', { numero: 'AB1' }, undefined, 999_999);
    expect(ausente.statusCode).toBe(404);
    expect(expectDetail(ausente)).toBe(CONTATO_MESSAGES.naoEncontrado);
  });

  it('deletes a document and its file, with the spec message and the audit row', async () => {
    const criado = (
      await enviar('passaportes', { numero: 'DEL123' }, { nome: 'p.png', data: png(), type: 'image/png' })
    ).json() as DocumentoContato;
    const [row] = await t.db.select().from(documentos_contato).where(eq(documentos_contato.id, criado.id));
    const arquivo = path.join(t.dataDir, 'files', row?.arquivo ?? 'x');
    expect(existsSync(arquivo)).toBe(true);

    const errado = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/contatos/${contato}/rgs/${criado.id}/`,
    });
    expect(errado.statusCode).toBe(404);
    expect(expectDetail(errado)).toBe(DOCUMENTO_MESSAGES.rg.naoEncontrado);

    const response = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/contatos/${contato}/passaportes/${criado.id}/`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: DOCUMENTO_MESSAGES.passaporte.deletado });
    expect(existsSync(arquivo)).toBe(false);
    const log = await ultimoLog(t.db, 'contato_documento_deletado');
    expect(log?.dados).toMatchObject({ antes: { id: criado.id, numero: 'DEL123' } });
  });

  it('gives each kind its own delete message', async () => {
    for (const [rota, tipo] of [
      ['rgs', 'rg'],
      ['cnhs', 'cnh'],
    ] as const) {
      const numero = tipo === 'cnh' ? '98765432100' : '998877';
      const criado = (await enviar(rota, { numero })).json() as DocumentoContato;
      const response = await t.injectAs('consultor', {
        method: 'DELETE',
        url: `/api/contatos/${contato}/${rota}/${criado.id}/`,
      });
      expect(response.json()).toEqual({ detail: DOCUMENTO_MESSAGES[tipo].deletado });
    }
  });

  it('deleting the contact removes its documents and their files', async () => {
    const [outro] = await t.db.insert(contatos).values({ nome: 'Some', sobrenome: 'Junto' }).returning();
    const criado = (
      await enviar(
        'passaportes',
        { numero: 'GONE1' },
        { nome: 'p.png', data: png(), type: 'image/png' },
        outro?.id,
      )
    ).json() as DocumentoContato;
    const [row] = await t.db.select().from(documentos_contato).where(eq(documentos_contato.id, criado.id));
    const arquivo = path.join(t.dataDir, 'files', row?.arquivo ?? 'x');
    const response = await t.injectAs('consultor', { method: 'DELETE', url: `/api/contatos/${outro?.id}/` });
    expect(response.statusCode).toBe(200);
    expect(existsSync(arquivo)).toBe(false);
    expect(await t.db.select().from(documentos_contato).where(eq(documentos_contato.id, criado.id))).toEqual(
      [],
    );
  });

  it('is refused to the customer account and without a session', async () => {
    const url = `/api/contatos/${contato}/passaportes/`;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.injectAs('cliente', { method: 'GET', url })).statusCode).toBe(403);
    const body = multipart({ numero: 'AB1' });
    expect((await t.injectAs('cliente', { method: 'POST', url, ...body })).statusCode).toBe(403);
    expect((await t.injectAs('cliente', { method: 'DELETE', url: `${url}1/` })).statusCode).toBe(403);
    expect((await t.injectAs('cliente', { method: 'GET', url: `${url}1/arquivo/` })).statusCode).toBe(403);
  });
});
