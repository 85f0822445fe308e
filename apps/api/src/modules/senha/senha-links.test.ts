import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { senha_links, usuarios } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { criarLinkSenha, lerLinkSenha, SENHA_LINK_INVALIDO, senhaLinkUrl } from './senha-links.ts';

describe('password links', () => {
  let t: TestApp;
  let usuarioId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [u] = await t.app.db
      .select({ id: usuarios.id })
      .from(usuarios)
      .where(eq(usuarios.username, 'consultor'));
    usuarioId = u?.id ?? 0;
    expect(usuarioId).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const criar = (tipo: 'convite' | 'redefinicao', agora?: Date) =>
    t.app.db.transaction((tx) => criarLinkSenha(tx, { usuarioId, tipo, por: null, agora }));
  const consumir = (token: string, agora?: Date) =>
    t.app.db.transaction((tx) => lerLinkSenha(tx, token, { consumir: true, agora }));

  it('works once', async () => {
    const token = await criar('convite');
    await expect(lerLinkSenha(t.app.db, token)).resolves.toMatchObject({
      usuario_id: usuarioId,
      tipo: 'convite',
    });
    await expect(consumir(token)).resolves.toMatchObject({ usuario_id: usuarioId });
    await expect(consumir(token)).rejects.toThrow(SENHA_LINK_INVALIDO);
  });

  it('keeps only the hash of the token', async () => {
    const token = await criar('redefinicao');
    const rows = await t.app.db.select({ id: senha_links.id }).from(senha_links);
    expect(rows.some((row) => row.id === token)).toBe(false);
  });

  it('expires after 48 h for an invitation and 1 h for a reset', async () => {
    const inicio = new Date('2026-11-20T12:00:00Z');
    const convite = await criar('convite', inicio);
    await expect(
      lerLinkSenha(t.app.db, convite, { agora: new Date('2026-11-22T11:59:00Z') }),
    ).resolves.toBeTruthy();
    await expect(
      lerLinkSenha(t.app.db, convite, { agora: new Date('2026-11-22T12:00:00Z') }),
    ).rejects.toThrow(SENHA_LINK_INVALIDO);
    const reset = await criar('redefinicao', inicio);
    await expect(
      lerLinkSenha(t.app.db, reset, { agora: new Date('2026-11-20T12:59:00Z') }),
    ).resolves.toBeTruthy();
    await expect(consumir(reset, new Date('2026-11-20T13:00:01Z'))).rejects.toThrow(SENHA_LINK_INVALIDO);
  });

  it('voids the open link when a new one is sent', async () => {
    const antigo = await criar('convite');
    const novo = await criar('convite');
    await expect(lerLinkSenha(t.app.db, antigo)).rejects.toThrow(SENHA_LINK_INVALIDO);
    await expect(lerLinkSenha(t.app.db, novo)).resolves.toBeTruthy();
  });

  it('refuses an unknown token with the same message', async () => {
    await expect(lerLinkSenha(t.app.db, 'nao-existe')).rejects.toThrow(SENHA_LINK_INVALIDO);
  });

  it('builds the link from the app address', () => {
    expect(senhaLinkUrl('https://bo.agencia.com.br', 'a/b')).toBe(
      'https://bo.agencia.com.br/senha/definir?token=a%2Fb',
    );
  });
});
