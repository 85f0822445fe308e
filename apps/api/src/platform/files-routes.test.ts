import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentoContato } from '@skyler/domain/contatos';
import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contatos, documentos_contato } from '../db/schema/index.ts';
import { createTestApp, expectDetail, type TestApp } from '../test/app.ts';
import { multipart } from '../test/multipart.ts';
import { startTestS3Server, TEST_S3_KEYS, type TestS3Server } from '../test/s3-server.ts';
import { reencodarImagem } from './file-content.ts';
import { ARMAZENAMENTO_INDISPONIVEL } from './object-store.ts';

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startTestS3Server();
});
afterAll(async () => {
  await s3?.close();
});

const CAMPOS = { numero: 'FX123456', data_emissao: '2020-01-10', data_validade: '2030-01-09', pais: '' };
const HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
];
const headersByBackend = new Map<string, Record<string, unknown>>();

function filesInFolder(t: TestApp): string[] {
  const root = path.join(t.dataDir, 'files');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);
}

async function novoContato(t: TestApp): Promise<number> {
  const [row] = await t.db.insert(contatos).values({ nome: 'Paula', sobrenome: 'Arquivos' }).returning();
  return row?.id ?? 0;
}

const backends: [string, () => Record<string, string>][] = [
  ['folder', () => ({})],
  ['S3', () => s3.env('agencia')],
];

describe.each(backends)('a contact document on %s storage', (backend, env) => {
  let t: TestApp;
  let contato: number;
  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    contato = await novoContato(t);
  });
  afterAll(() => t?.close());

  it('is uploaded, downloaded as stored (the image encoded again) with the same headers, and removed with its file', async () => {
    const imagem = PNG.sync.write(new PNG({ width: 16, height: 16 }));
    const guardada = await reencodarImagem(imagem, 'image/png');
    const enviado = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      ...multipart(CAMPOS, { nome: 'passaporte ção.png', data: imagem, type: 'image/png' }),
    });
    expect(enviado.statusCode, enviado.body).toBe(201);
    const documento = enviado.json() as DocumentoContato;
    const [row] = await t.db
      .select({ arquivo: documentos_contato.arquivo })
      .from(documentos_contato)
      .where(eq(documentos_contato.id, documento.id));
    const key = row?.arquivo ?? '';
    expect(key).toMatch(/^\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(await t.app.files.exists(key)).toBe(true);
    if (backend === 'S3') {
      expect(t.app.files.root).toBe(`s3://${s3.bucket}/agencia`);
      // nothing went to the local folder
      expect(filesInFolder(t)).toEqual([]);
    } else {
      expect(filesInFolder(t)).toEqual([path.basename(key)]);
    }

    const baixado = await t.injectAs('emissor', { method: 'GET', url: documento.arquivo?.url ?? '' });
    expect(baixado.statusCode).toBe(200);
    expect(baixado.rawPayload.equals(guardada)).toBe(true);
    expect(baixado.headers['content-length']).toBe(String(guardada.length));
    headersByBackend.set(backend, Object.fromEntries(HEADERS.map((h) => [h, baixado.headers[h]])));

    const apagado = await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/contatos/${contato}/passaportes/${documento.id}/`,
    });
    expect(apagado.statusCode, apagado.body).toBe(200);
    expect(await t.app.files.exists(key)).toBe(false);
    const depois = await t.injectAs('emissor', { method: 'GET', url: documento.arquivo?.url ?? '' });
    expect(depois.statusCode).toBe(404);
  });

  it('serves an image sent with HTML after it and a right-to-left name as a clean image named for its type', async () => {
    const imagem = PNG.sync.write(new PNG({ width: 4, height: 4 }));
    const poliglota = Buffer.concat([imagem, Buffer.from('<img src=x onerror=alert(document.cookie)>')]);
    const enviado = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      ...multipart(CAMPOS, { nome: 'passaporte\u202Egnp.html', data: poliglota, type: 'text/html' }),
    });
    expect(enviado.statusCode, enviado.body).toBe(201);
    const documento = enviado.json() as DocumentoContato;
    const url = documento.arquivo?.url ?? '';
    const baixado = await t.injectAs('emissor', { method: 'GET', url });
    expect(baixado.headers['content-type']).toBe('image/png');
    expect(baixado.headers['content-disposition']).toBe("inline; filename*=UTF-8''passaportegnp.png");
    expect(baixado.rawPayload.toString('latin1')).not.toContain('onerror');
    // a name kept before this rule is served the same way
    await t.db
      .update(documentos_contato)
      .set({ nome_arquivo: 'antigo\u202Egnp.exe' })
      .where(eq(documentos_contato.id, documento.id));
    const antigo = await t.injectAs('emissor', { method: 'GET', url });
    expect(antigo.headers['content-disposition']).toBe("inline; filename*=UTF-8''antigognp.png");
    await t.injectAs('consultor', {
      method: 'DELETE',
      url: `/api/contatos/${contato}/passaportes/${documento.id}/`,
    });
  });

  it('refuses a file that is not an image or PDF, adding no row and no file', async () => {
    const antes = await t.db.select().from(documentos_contato);
    const recusado = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      ...multipart(CAMPOS, {
        nome: 'passaporte.pdf',
        data: Buffer.from('não é um PDF'),
        type: 'application/pdf',
      }),
    });
    expect(recusado.statusCode).toBe(415);
    expect(await t.db.select().from(documentos_contato)).toEqual(antes);
    expect(filesInFolder(t)).toEqual([]);
  });
});

describe('both storages', () => {
  it('answer a stored file with the same headers', () => {
    const folder = headersByBackend.get('folder');
    expect(folder?.['content-type']).toBe('image/png');
    expect(folder?.['content-disposition']).toBe("inline; filename*=UTF-8''passaporte%20%C3%A7%C3%A3o.png");
    expect(headersByBackend.get('S3')).toEqual(folder);
  });
});

describe('object storage out of reach', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        FILES_URL: 's3://skyler-fora/arquivos',
        FILES_S3_ENDPOINT: 'http://127.0.0.1:9',
        FILES_S3_ACCESS_KEY_ID: TEST_S3_KEYS.accessKeyId,
        FILES_S3_SECRET_ACCESS_KEY: TEST_S3_KEYS.secretAccessKey,
      },
    });
  });
  afterAll(() => t?.close());

  it('answers an upload with 503 and a clear message, adding no document', async () => {
    const contato = await novoContato(t);
    const resposta = await t.injectAs('consultor', {
      method: 'POST',
      url: `/api/contatos/${contato}/passaportes/`,
      ...multipart(CAMPOS, {
        nome: 'passaporte.png',
        data: PNG.sync.write(new PNG({ width: 4, height: 4 })),
        type: 'image/png',
      }),
    });
    expect(resposta.statusCode).toBe(503);
    expect(expectDetail(resposta)).toBe(ARMAZENAMENTO_INDISPONIVEL);
    expect(
      await t.db.select().from(documentos_contato).where(eq(documentos_contato.contato_id, contato)),
    ).toEqual([]);
  });
});
