import { existsSync } from 'node:fs';
import path from 'node:path';
import { AUTH_MESSAGES } from '@skyler/domain/auth';
import { FORNECEDORES_MESSAGES as M, type Provedor, type ProvedorImagem } from '@skyler/domain/fornecedores';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { provedor_imagens } from '../../db/schema/index.ts';
import { desenharImagem } from '../../db/seed/imagens-demo.ts';
import { reencodarImagem } from '../../platform/file-content.ts';
import { expectDetail } from '../../test/app.ts';
import { DOCUMENTOS, findLogs, multipart, provedorBody } from '../../test/fornecedores-fixtures.ts';
import { t, usarApp } from '../../test/suite-com-app.ts';

let provedor: Provedor;
let url: string;
const PNG = desenharImagem('quarto', 7);

usarApp();

beforeAll(async () => {
  const response = await t.injectAs('financeiro', {
    method: 'POST',
    url: '/api/provedores/',
    payload: provedorBody({ cnpj: DOCUMENTOS.cnpjs[2] }),
  });
  provedor = response.json();
  url = `/api/provedores/${provedor.id}/imagens/`;
});

async function enviar(
  campos: Record<string, string>,
  arquivo?: Parameters<typeof multipart>[1],
  username = 'financeiro',
  destino = url,
) {
  const body = await multipart(campos, arquivo);
  return t.injectAs(username, { method: 'POST', url: destino, ...body });
}

async function arquivoDe(id: number): Promise<string> {
  const [row] = await t.db.select().from(provedor_imagens).where(eq(provedor_imagens.id, id));
  return path.join(t.dataDir, 'files', row?.arquivo ?? 'x');
}

describe('provider images', () => {
  it('stores a real PNG, lists it for the picker and streams it back', async () => {
    const response = await enviar(
      { titulo: 'Quarto standard', descricao: 'Cama de casal e varanda.' },
      { data: PNG, nome: 'quarto.png' },
    );
    expect(response.statusCode, response.body).toBe(201);
    const imagem = response.json() as ProvedorImagem;
    expect(imagem).toEqual({
      id: expect.any(Number),
      titulo: 'Quarto standard',
      descricao: 'Cama de casal e varanda.',
      url: `/api/provedores/${provedor.id}/imagens/${imagem.id}/`,
    });

    const lista = await t.injectAs('cotador', { method: 'GET', url });
    expect(lista.json()).toEqual([imagem]);

    const arquivo = await t.injectAs('consultor', { method: 'GET', url: imagem.url });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-type']).toBe('image/png');
    // the store keeps the image encoded again (platform/file-content.ts)
    expect(arquivo.rawPayload.equals(await reencodarImagem(PNG, 'image/png'))).toBe(true);

    const [log] = await findLogs(t.db, 'provedor_imagem_adicionada');
    expect(log?.meta).toMatchObject({ entidade: 'provedor', id: provedor.id, imagem: imagem.id });
    expect(log?.dados).toMatchObject({ depois: { titulo: 'Quarto standard', mime: 'image/png' } });
  });

  it('refuses a text file named .png (415), whatever type the browser declares', async () => {
    const response = await enviar(
      { titulo: 'Falsa' },
      { data: Buffer.from('isto não é uma imagem'), nome: 'foto.png', tipo: 'image/png' },
    );
    expect(response.statusCode).toBe(415);
    expect(expectDetail(response)).toBe('Tipo de arquivo não permitido. Envie imagem (JPG, PNG, WEBP, GIF).');
  });

  it('refuses an image larger than 5 MB (413)', async () => {
    const grande = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await enviar({ titulo: 'Grande' }, { data: grande, nome: 'grande.png' });
    expect(response.statusCode).toBe(413);
    expect(expectDetail(response)).toBe('O arquivo excede o tamanho máximo de 5 MB.');
  });

  it('needs a title and a file', async () => {
    const semTitulo = await enviar({ titulo: ' ', descricao: 'x' }, { data: PNG, nome: 'a.png' });
    expect(semTitulo.statusCode).toBe(400);
    expect(semTitulo.json()).toEqual({
      detail: M.tituloObrigatorio,
      errors: { titulo: [M.tituloObrigatorio] },
    });
    const semArquivo = await enviar({ titulo: 'Sem arquivo' });
    expect(semArquivo.statusCode).toBe(400);
    expect(semArquivo.json()).toEqual({
      detail: M.arquivoObrigatorio,
      errors: { imagem: [M.arquivoObrigatorio] },
    });
    const longa = await enviar({ titulo: 'Longa', descricao: 'x'.repeat(501) }, { data: PNG, nome: 'a.png' });
    expect(longa.json().errors).toEqual({ descricao: [M.maximo(500)] });
    const json = await t.injectAs('financeiro', { method: 'POST', url, payload: { titulo: 'JSON' } });
    expect(json.statusCode).toBe(415);
  });

  it('answers 404 for an unknown provider or image', async () => {
    const semProvedor = await enviar(
      { titulo: 'X' },
      { data: PNG, nome: 'a.png' },
      'financeiro',
      '/api/provedores/999999/imagens/',
    );
    expect(semProvedor.statusCode).toBe(404);
    expect(expectDetail(semProvedor)).toBe(M.provedorNaoEncontrado);
    const lista = await t.injectAs('consultor', { method: 'GET', url: '/api/provedores/999999/imagens/' });
    expect(lista.statusCode).toBe(404);
    const imagem = await t.injectAs('consultor', { method: 'GET', url: `${url}999999/` });
    expect(imagem.statusCode).toBe(404);
    expect(expectDetail(imagem)).toBe(M.imagemNaoEncontrada);
  });

  it('lets only finance, issuance and superusers add and delete images', async () => {
    for (const username of ['consultor', 'sdr', 'cotador', 'milhas', 'cliente']) {
      const response = await enviar({ titulo: 'Não pode' }, { data: PNG, nome: 'a.png' }, username);
      expect(response.statusCode, username).toBe(403);
      expect(expectDetail(response)).toBe(AUTH_MESSAGES.forbidden);
    }
    const anonimo = await t.inject({ method: 'POST', url, ...(await multipart({ titulo: 'X' })) });
    expect(anonimo.statusCode).toBe(401);
    const pelaEmissao = await enviar({ titulo: 'Pela emissão' }, { data: PNG, nome: 'a.png' }, 'emissor');
    expect(pelaEmissao.statusCode).toBe(201);
    const imagem = pelaEmissao.json() as ProvedorImagem;
    const recusado = await t.injectAs('consultor', { method: 'DELETE', url: imagem.url });
    expect(recusado.statusCode).toBe(403);
    const peloAdmin = await t.injectAs('admin', { method: 'DELETE', url: imagem.url });
    expect(peloAdmin.statusCode).toBe(200);
  });

  it('deletes an image for good: row, file and stream, with an audit-log row', async () => {
    const criada = (
      await enviar({ titulo: 'Temporária' }, { data: PNG, nome: 't.png' })
    ).json() as ProvedorImagem;
    const arquivo = await arquivoDe(criada.id);
    expect(existsSync(arquivo)).toBe(true);
    const response = await t.injectAs('financeiro', { method: 'DELETE', url: criada.url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: M.imagemDeletada });
    expect(existsSync(arquivo)).toBe(false);
    expect((await t.injectAs('consultor', { method: 'GET', url: criada.url })).statusCode).toBe(404);
    const [log] = await findLogs(t.db, 'provedor_imagem_deletada');
    expect(log?.dados).toMatchObject({ antes: { id: criada.id, titulo: 'Temporária' }, depois: null });
    const denovo = await t.injectAs('financeiro', { method: 'DELETE', url: criada.url });
    expect(denovo.statusCode).toBe(404);
  });

  it('removes the files of a deleted provider', async () => {
    const outro = (
      await t.injectAs('financeiro', {
        method: 'POST',
        url: '/api/provedores/',
        payload: provedorBody({ cnpj: DOCUMENTOS.cnpjs[3], nome: 'Provedor com fotos' }),
      })
    ).json() as Provedor;
    const destino = `/api/provedores/${outro.id}/imagens/`;
    const imagem = (
      await enviar({ titulo: 'Foto' }, { data: PNG, nome: 'f.png' }, 'financeiro', destino)
    ).json();
    const arquivo = await arquivoDe(imagem.id);
    expect(existsSync(arquivo)).toBe(true);
    const response = await t.injectAs('financeiro', {
      method: 'DELETE',
      url: `/api/provedores/${outro.id}/`,
    });
    expect(response.statusCode).toBe(200);
    expect(existsSync(arquivo)).toBe(false);
    const [log] = await findLogs(t.db, 'provedor_deletado');
    expect(log?.dados).toMatchObject({ antes: { id: outro.id, imagens: 1 } });
  });
});
