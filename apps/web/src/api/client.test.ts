import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCookie } from '../test/cookies.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { ApiError, errorMessage, NETWORK_ERROR_MESSAGE } from './api-error.ts';
import { api, setUnauthorizedHandler, toSearchParams } from './client.ts';
import { EARLY_REQUESTS_MAX_AGE_MS } from './early-requests.ts';
import { aceitarVersaoAtual, esquecerVersoesRecarregadas } from './versoes-recarregadas.ts';

afterEach(() => setUnauthorizedHandler(null));

describe('api client', () => {
  it('sends cookies, JSON and no CSRF header on GET', async () => {
    const server = mockFetch({ 'GET /api/vendas/12/': { body: { id: 12 } } });
    await expect(api.get('/api/vendas/12/')).resolves.toEqual({ id: 12 });
    const init = server.fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(server.calls[0]?.headers.get('X-CSRFToken')).toBeNull();
  });

  it('sends the csrftoken cookie as X-CSRFToken on every unsafe method', async () => {
    setCookie('csrftoken', 'abc=1');
    const server = mockFetch({
      'POST /api/vendas/': { status: 201, body: { id: 1 } },
      'PUT /api/vendas/1/': { body: { id: 1 } },
      'PATCH /api/vendas/1/': { body: { id: 1 } },
      'DELETE /api/vendas/1/': { status: 204 },
    });
    await api.post('/api/vendas/', { consultor: 3 });
    await api.put('/api/vendas/1/', { consultor: 4 });
    await api.patch('/api/vendas/1/', {});
    await expect(api.delete('/api/vendas/1/')).resolves.toBeUndefined();
    expect(server.calls.map((c) => c.headers.get('X-CSRFToken'))).toEqual([
      'abc=1',
      'abc=1',
      'abc=1',
      'abc=1',
    ]);
    expect(server.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(server.calls[0]?.body).toEqual({ consultor: 3 });
  });

  it('sends the __Host-csrftoken cookie the API sets over HTTPS', async () => {
    // jsdom, served over http, keeps no __Host- cookie: the browser's cookie string is played here
    const cookie = vi
      .spyOn(document, 'cookie', 'get')
      .mockReturnValue('csrftoken=antigo; __Host-csrftoken=seguro.1');
    try {
      const server = mockFetch({ 'POST /api/vendas/': { status: 201, body: { id: 1 } } });
      await api.post('/api/vendas/', { consultor: 3 });
      expect(server.calls[0]?.headers.get('X-CSRFToken')).toBe('seguro.1');
    } finally {
      cookie.mockRestore();
    }
  });

  it('sends files as multipart without forcing a content type', async () => {
    setCookie('csrftoken', 't');
    const server = mockFetch({ 'POST /api/pagamentos/1/documentos/': { body: {} } });
    const form = new FormData();
    form.append('documento_comprovante', new Blob(['x']), 'comprovante.pdf');
    await api.post('/api/pagamentos/1/documentos/', form);
    expect(server.calls[0]?.headers.get('Content-Type')).toBeNull();
    expect(server.calls[0]?.body).toBeInstanceOf(FormData);
  });

  it('turns error answers into ApiError with the detail and field errors', async () => {
    mockFetch({
      'GET /api/vendas/9/': { status: 404, body: { detail: 'Venda não encontrada.' } },
      'POST /api/vendas/': {
        status: 400,
        body: { detail: 'Dados inválidos.', errors: { consultor: ['Obrigatório.'] } },
      },
    });
    setCookie('csrftoken', 't');
    await expect(api.get('/api/vendas/9/')).rejects.toMatchObject({
      status: 404,
      detail: 'Venda não encontrada.',
    });
    const error = await api.post('/api/vendas/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      detail: 'Dados inválidos.',
      errors: { consultor: ['Obrigatório.'] },
    });
  });

  it('explains answers without a detail and unreachable servers', async () => {
    mockFetch({ 'GET /api/x/': { status: 502, body: '<html>' } });
    await expect(api.get('/api/x/')).rejects.toMatchObject({
      status: 502,
      detail: 'Erro 502 ao comunicar com o servidor.',
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api.get('/api/x/')).rejects.toMatchObject({ status: 0, detail: NETWORK_ERROR_MESSAGE });
  });

  it('tells the app when the session has ended', async () => {
    mockFetch({ 'GET /api/vendas/': { status: 401, body: { detail: 'Autenticação necessária.' } } });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    await expect(api.get('/api/vendas/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/api/vendas/');
  });

  it('adds query parameters, leaving empty ones out and repeating lists', async () => {
    const server = mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } } });
    await api.get('/api/vendas/detailed/', {
      query: { page: 2, status: '', cliente: null, tipos: ['voo', 'hotel'] },
    });
    expect(server.calls[0]?.url.search).toBe('?page=2&tipos=voo&tipos=hotel');
  });
});

describe('requests index.html started with the page', () => {
  const STARTED = Date.UTC(2026, 10, 27, 12);
  const early = (answers: Record<string, Promise<Response>>) => {
    vi.spyOn(Date, 'now').mockReturnValue(STARTED + 2_000);
    vi.stubGlobal('__earlyRequests', { startedAt: STARTED, answers });
  };
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );

  it('answer the first GET to the same address without asking again, and only that one', async () => {
    early({ '/api/vendas/detailed/?page=1': json({ vendas: [{ id: 1 }], pages: 1 }) });
    const server = mockFetch({ 'GET /api/vendas/detailed/': { body: { vendas: [{ id: 2 }], pages: 1 } } });
    await expect(api.get('/api/vendas/detailed/', { query: { page: 1 } })).resolves.toEqual({
      vendas: [{ id: 1 }],
      pages: 1,
    });
    expect(server.calls).toHaveLength(0);
    await expect(api.get('/api/vendas/detailed/', { query: { page: 1 } })).resolves.toEqual({
      vendas: [{ id: 2 }],
      pages: 1,
    });
    expect(server.calls).toHaveLength(1);
  });

  it('are read as any answer: an error, a session that ended', async () => {
    const ended = vi.fn();
    setUnauthorizedHandler(ended);
    early({ '/api/users/web_ativos/': json({ detail: 'Sessão expirada.' }, 401) });
    mockFetch({});
    await expect(api.get('/api/users/web_ativos/')).rejects.toMatchObject({
      status: 401,
      detail: 'Sessão expirada.',
    });
    expect(ended).toHaveBeenCalledWith('/api/users/web_ativos/');
  });

  it('are left alone once the page has long loaded, and by other addresses and methods', async () => {
    setCookie('csrftoken', 'abc');
    early({
      '/api/vendas/detailed/?page=1': json({ vendas: [], pages: 9 }),
      '/api/whoami/': json({ authenticated: false }),
    });
    const server = mockFetch({
      'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } },
      'POST /api/whoami/': { body: { ok: true } },
      'GET /api/whoami/': { body: { authenticated: true } },
    });
    await expect(api.get('/api/vendas/detailed/', { query: { page: 2 } })).resolves.toMatchObject({
      pages: 1,
    });
    await expect(api.post('/api/whoami/')).resolves.toEqual({ ok: true });
    vi.spyOn(Date, 'now').mockReturnValue(STARTED + EARLY_REQUESTS_MAX_AGE_MS + 1);
    await expect(api.get('/api/whoami/')).resolves.toEqual({ authenticated: true });
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /api/vendas/detailed/?page=2',
      'POST /api/whoami/',
      'GET /api/whoami/',
    ]);
  });

  it('are dropped by a write: who the user is after signing in comes from the server', async () => {
    setCookie('csrftoken', 'abc');
    early({ '/api/whoami/': json({ authenticated: false }) });
    const server = mockFetch({
      'POST /api/portal/acesso/conta/': { body: { situacao: 'autenticado' } },
      'GET /api/whoami/': { body: { authenticated: true } },
    });
    await api.post('/api/portal/acesso/conta/', { codigo: '123456' });
    await expect(api.get('/api/whoami/')).resolves.toEqual({ authenticated: true });
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/portal/acesso/conta/',
      'GET /api/whoami/',
    ]);
  });
});

describe('toSearchParams', () => {
  it('keeps false and zero', () => {
    expect(toSearchParams({ lido: false, page: 0, x: undefined }).toString()).toBe('lido=false&page=0');
  });
});

describe('errorMessage', () => {
  it('prefers the server detail and falls back to the screen message', () => {
    expect(errorMessage(new ApiError({ status: 400, detail: 'Do servidor' }), 'Da tela')).toBe('Do servidor');
    expect(errorMessage(new Error('boom'), 'Da tela')).toBe('Da tela');
  });
});

describe('a write refused as stale', () => {
  it('goes out on the refused record’s current version once it was accepted, and only to the same place', async () => {
    setCookie('csrftoken', 't');
    let versaoAtual = 5;
    const server = mockFetch({
      'PUT /api/racs/12/': ({ body }) =>
        (body as { versao: number }).versao === versaoAtual
          ? { body: {} }
          : { status: 409, body: { detail: 'alterado', versao_atual: versaoAtual } },
      'PUT /api/racs/13/': { body: {} },
    });
    const recusa = await api.put('/api/racs/12/', { valor: '1.00', versao: 3 }).catch((e: unknown) => e);
    expect(recusa).toBeInstanceOf(ApiError);
    const escrita = (recusa as ApiError).escritaRecusada;
    expect(escrita).toEqual({ chave: 'PUT /api/racs/12/', versao: 3, versaoAtual: 5 });
    if (!escrita) return;
    aceitarVersaoAtual(escrita);
    await api.put('/api/racs/13/', { versao: 3 });
    await api.put('/api/racs/12/', { valor: '1.00', versao: 3 });
    // changed again meanwhile: refused with the newer version, which the screen built from 3 accepts next
    versaoAtual = 6;
    const outra = await api.put('/api/racs/12/', { valor: '1.00', versao: 3 }).catch((e: unknown) => e);
    expect((outra as ApiError).escritaRecusada).toEqual({
      chave: 'PUT /api/racs/12/',
      versao: 3,
      versaoAtual: 6,
    });
    esquecerVersoesRecarregadas(['PUT /api/racs/12/']);
    await api.put('/api/racs/12/', { versao: 3 }).catch(() => undefined);
    expect(server.calls.map((c) => `${c.url.pathname} ${(c.body as { versao: number }).versao}`)).toEqual([
      '/api/racs/12/ 3',
      '/api/racs/13/ 3',
      '/api/racs/12/ 5',
      '/api/racs/12/ 5',
      '/api/racs/12/ 3',
    ]);
  });
});
