import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { access } from './platform/access.ts';
import { AppError } from './platform/errors.ts';
import { t, usarApp } from './test/suite-com-app.ts';

usarApp();

describe('error shape {detail, errors?}', () => {
  it('maps validation failures to 400 with pt-BR field messages and never leaks a 500', async () => {
    const notJson = await t.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ detail: 'Corpo da requisição inválido.' });
    const wrongType = await t.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: 1, password: [] },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().errors).sort()).toEqual(['password', 'username']);
    const badId = await t.injectAs('admin', { method: 'POST', url: '/api/users/abc/desbloquear/' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().detail).toBe('Identificador inválido.');
    const missing = await t.injectAs('admin', { method: 'POST', url: '/api/users/99999/desbloquear/' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Usuário não encontrado.' });
  });

  it('maps AppError codes to statuses and hides unexpected errors', async () => {
    const app = await t.buildSibling();
    app.get('/api/conflito/', { config: { access: access.public } }, async () => {
      throw new AppError('conflict', 'Registro alterado por outro usuário.', { nome: ['Já existe.'] });
    });
    app.get('/api/quebra/', { config: { access: access.public } }, async () => {
      throw new Error('segredo interno');
    });
    const conflict = await app.inject({ method: 'GET', url: '/api/conflito/' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      detail: 'Registro alterado por outro usuário.',
      errors: { nome: ['Já existe.'] },
    });
    const broken = await app.inject({ method: 'GET', url: '/api/quebra/' });
    expect(broken.statusCode).toBe(500);
    expect(broken.body).not.toContain('segredo');
    await app.close();
  });
});

describe('OpenAPI description', () => {
  it('is generated from the route schemas at /api/docs', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = z
      .object({ openapi: z.string(), paths: z.record(z.string(), z.record(z.string(), z.unknown())) })
      .parse(response.json());
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login/', '/api/otp_verification/', '/api/whoami/']),
    );
    const login = doc.paths['/api/login/']?.post as {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(JSON.stringify(login.requestBody.content['application/json']?.schema)).toContain('username');
    const ui = await t.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
});

describe('public files', () => {
  it('serves the terms of use and privacy policy PDFs', async () => {
    for (const name of ['termos-de-uso', 'politica-de-privacidade']) {
      const response = await t.inject({ method: 'GET', url: `/static/${name}.pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});

describe('security headers', () => {
  it('sends the content security policy and helmet headers on API answers and errors', async () => {
    for (const url of ['/api/whoami/', '/api/nada/']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      // HSTS only behind HTTPS (COOKIE_SECURE)
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });
});
