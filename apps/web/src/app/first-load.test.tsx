import path from 'node:path';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { fillIndexHtml, rotasDoShell } from '../../vite-first-load.ts';
import { ROUTE_LIST } from '../config/routes.ts';
import { mockFetch } from '../test/fetch-mock.ts';
import { anonymous, signedIn } from '../test/fixtures.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { FIRST_LOAD_PATTERNS, FIRST_LOAD_ROUTES, PLAIN_PATHS, WHOAMI_URL } from './first-load.ts';
import { keepFirstPaint } from './first-paint.tsx';
import { AppProviders } from './providers.tsx';
import { buildRoutes } from './router.tsx';

const webRoot = path.resolve(import.meta.dirname, '../..');
const page = new DOMParser().parseFromString(fillIndexHtml(indexHtml, webRoot), 'text/html');
const inlineScript = [...page.querySelectorAll('script:not([src])')].map((s) => s.textContent).join('\n');
const firstMarkup = page.getElementById('root')?.innerHTML ?? '';

/** Runs index.html's inline script as the browser does on arriving at `address`, before any app code. */
function openIndexHtml(address: string) {
  window.history.replaceState(null, '', address);
  const started: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      started.push(url);
      return new Promise<Response>(() => {});
    }),
  );
  new Function(inlineScript)();
  return started;
}

afterEach(() => {
  delete window.__earlyRequests;
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-first-paint');
  for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
  keepFirstPaint(document.createElement('div'));
});

describe("index.html's inline script", () => {
  it("starts the sales list's requests with the page, before the app's code, for the API client to take", () => {
    const started = openIndexHtml('/vendas');
    expect(started).toEqual([
      WHOAMI_URL,
      ...(FIRST_LOAD_ROUTES['/vendas']?.requests ?? []).map((r) => r.url),
    ]);
    expect(Object.keys(window.__earlyRequests?.answers ?? {})).toEqual(started);
    expect(document.documentElement.dataset.firstPaint).toBe('shell');
  });

  it("starts the client's trip with the page, the address's id in its URL", () => {
    expect(openIndexHtml('/portal/vendas/12')).toEqual([WHOAMI_URL, '/api/portal/vendas/12/']);
    expect(openIndexHtml('/portal/vendas/abc')).toEqual([WHOAMI_URL]);
  });

  it('asks only who the user is on the login page, and on a filtered list, whose request the page builds', () => {
    expect(openIndexHtml('/login')).toEqual([WHOAMI_URL]);
    expect(document.documentElement.dataset.firstPaint).toBe('login');
    expect(openIndexHtml('/vendas?status=aberta')).toEqual([WHOAMI_URL]);
    expect(openIndexHtml('/esqueci-senha')).toEqual([WHOAMI_URL]);
    expect(document.documentElement.dataset.firstPaint).toBe('plain');
    openIndexHtml('/contatos/12');
    expect(document.documentElement.dataset.firstPaint).toBe('shell');
  });

  it("starts a record's request with its number, and the issuances list's, with the page", () => {
    expect(openIndexHtml('/emissoes/33')).toEqual([WHOAMI_URL, '/api/emissoes/33/']);
    expect(Object.keys(window.__earlyRequests?.answers ?? {})).toEqual([WHOAMI_URL, '/api/emissoes/33/']);
    expect(document.documentElement.dataset.firstPaint).toBe('shell');
    expect(openIndexHtml('/emissoes/33/')).toEqual([WHOAMI_URL, '/api/emissoes/33/']);
    expect(openIndexHtml('/emissoes')).toEqual([
      WHOAMI_URL,
      ...(FIRST_LOAD_PATTERNS['/emissoes']?.requests ?? []),
    ]);
    expect(openIndexHtml('/emissoes/abc')).toEqual([WHOAMI_URL]);
    expect(openIndexHtml('/emissoes/33/outra')).toEqual([WHOAMI_URL]);
    expect(openIndexHtml('/emissoes/33?aba=geral')).toEqual([WHOAMI_URL]);
  });

  it("asks for the issuance's sale, and for its issuers while it can be edited, once the issuance arrives", async () => {
    const pedir = (emissao: object) => {
      const started: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn((url: string) => {
          started.push(url);
          return url === '/api/emissoes/33/'
            ? Promise.resolve(new Response(JSON.stringify(emissao), { status: 200 }))
            : new Promise<Response>(() => {});
        }),
      );
      window.history.replaceState(null, '', '/emissoes/33');
      new Function(inlineScript)();
      return started;
    };
    const editavel = pedir({ id: 33, venda: { id: 7 }, editavel: true });
    await waitFor(() => expect(editavel).toHaveLength(4));
    expect(editavel).toEqual([
      WHOAMI_URL,
      '/api/emissoes/33/',
      '/api/vendas/7/',
      '/api/emissoes/33/emissores/',
    ]);
    // the app still reads the issuance's answer the script started
    const resposta = await window.__earlyRequests?.answers['/api/emissoes/33/'];
    expect(await resposta?.json()).toEqual({ id: 33, venda: { id: 7 }, editavel: true });
    const concluida = pedir({ id: 33, venda: { id: 7 }, editavel: false });
    await waitFor(() => expect(concluida).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(concluida).toEqual([WHOAMI_URL, '/api/emissoes/33/', '/api/vendas/7/']);
  });

  it("preloads, in the built page, the files of the route's modules that the entry does not bring", () => {
    const chunk = (fileName: string, module: string | null, imports: string[], isEntry = false) => ({
      type: 'chunk' as const,
      fileName,
      facadeModuleId: module && path.join(webRoot, module),
      moduleIds: module ? [path.join(webRoot, module)] : [],
      imports,
      isEntry,
    });
    const bundle = Object.fromEntries(
      [
        chunk('assets/index-1.js', 'src/main.tsx', ['assets/react-1.js'], true),
        chunk('assets/react-1.js', null, []),
        chunk('assets/mui-1.js', null, ['assets/react-1.js']),
        chunk('assets/ui-providers-1.js', 'src/app/ui-providers.tsx', ['assets/mui-1.js']),
        chunk('assets/app-shell-1.js', 'src/app/shell/app-shell.tsx', ['assets/mui-1.js']),
        chunk('assets/vendas-page-1.js', 'src/features/vendas/pages/vendas-page.tsx', ['assets/react-1.js']),
        chunk('assets/login-page-1.js', 'src/features/auth/pages/login-page.tsx', []),
        chunk('assets/home-page-1.js', 'src/features/home/pages/home-page.tsx', []),
        chunk('assets/emissoes-page-1.js', 'src/features/emissoes/pages/emissoes-page.tsx', []),
        chunk('assets/emissao-page-1.js', 'src/features/emissoes/pages/emissao-page.tsx', [
          'assets/mui-1.js',
        ]),
        chunk('assets/portal-shell-1.js', 'src/app/shell/portal-shell.tsx', ['assets/mui-1.js']),
        chunk('assets/portal-venda-page-1.js', 'src/features/portal/pages/portal-venda-page.tsx', []),
        chunk('assets/contato-page-1.js', 'src/features/contatos/pages/contato-page.tsx', [
          'assets/mui-1.js',
          'assets/tabs-1.js',
        ]),
        chunk('assets/tabs-1.js', null, ['assets/react-1.js']),
      ].map((c) => [c.fileName, c]),
    );
    const built = fillIndexHtml(indexHtml, webRoot, bundle as unknown as Parameters<typeof fillIndexHtml>[2]);
    const script = new DOMParser().parseFromString(built, 'text/html').querySelector('script:not([src])');
    window.history.replaceState(null, '', '/vendas');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    new Function(script?.textContent ?? '')();
    const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(preloaded.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/ui-providers-1.js',
      '/assets/mui-1.js',
      '/assets/app-shell-1.js',
      '/assets/vendas-page-1.js',
    ]);
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
    window.history.replaceState(null, '', '/emissoes/33');
    new Function(script?.textContent ?? '')();
    const doRegistro = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(doRegistro.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/ui-providers-1.js',
      '/assets/mui-1.js',
      '/assets/app-shell-1.js',
      '/assets/emissao-page-1.js',
    ]);
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
    // the client's trip, an address with an id
    window.history.replaceState(null, '', '/portal/vendas/12');
    new Function(script?.textContent ?? '')();
    const doPortal = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(doPortal.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/ui-providers-1.js',
      '/assets/mui-1.js',
      '/assets/portal-shell-1.js',
      '/assets/portal-venda-page-1.js',
    ]);
    for (const link of document.head.querySelectorAll('link[rel=modulepreload]')) link.remove();
    // any other page of the shell, a contact's tab here: its layouts' and its page's files, each once
    window.history.replaceState(null, '', '/contatos/12/documentos');
    const started: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        started.push(url);
        return new Promise(() => {});
      }),
    );
    new Function(script?.textContent ?? '')();
    const daAba = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')];
    expect(daAba.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/ui-providers-1.js',
      '/assets/mui-1.js',
      '/assets/app-shell-1.js',
      '/assets/contato-page-1.js',
      '/assets/tabs-1.js',
    ]);
    expect(started).toEqual([WHOAMI_URL]);
  });
});

describe("the shell's routes read from the route table and the pages", () => {
  it("pairs every page of the shell with its page's module, redirects and the portal's pages left out", () => {
    const rotas = new Map(rotasDoShell(webRoot).map((rota) => [rota.path, rota.module]));
    expect(rotas.get('/contatos/:id/documentos')).toBe('src/features/contatos/pages/contato-page.tsx');
    expect(rotas.get('/vendas/:id/orcamentos')).toBe('src/app/abas-da-venda/venda-orcamentos.tsx');
    expect(rotas.get('/minha-area/cotacoes')).toBe('src/features/minha-area/pages/minha-area-page.tsx');
    expect(rotas.get('/emissoes/:id')).toBe('src/features/emissoes/pages/emissao-page.tsx');
    expect(rotas.has('/rac')).toBe(false);
    expect(rotas.has('/portal/vendas/:id')).toBe(false);
    expect(rotas.has('/login')).toBe(false);
    const doShell = ROUTE_LIST.filter(
      (r) => ['staff', 'cliente'].includes(r.access) && !r.redirect && r.layout !== 'portal',
    );
    expect([...rotas.keys()].sort()).toEqual(doShell.map((r) => r.path).sort());
  });
});

describe('the first-load table', () => {
  it('draws without the shell exactly the routes outside it', () => {
    const plain = ROUTE_LIST.filter((r) => !['staff', 'cliente'].includes(r.access)).map((r) => r.path);
    expect([...PLAIN_PATHS].sort()).toEqual(plain.sort());
  });

  it('names routes that exist', () => {
    const paths = new Set(ROUTE_LIST.map((r) => r.path));
    for (const path of Object.keys(FIRST_LOAD_ROUTES)) expect(paths).toContain(path);
    for (const path of Object.keys(FIRST_LOAD_PATTERNS)) expect(paths).toContain(path);
  });
});

/** The whole app in a container holding index.html's first markup, as main.tsx renders it. */
function renderOverFirstMarkup(address: string, firstPaint: string) {
  document.documentElement.dataset.firstPaint = firstPaint;
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = firstMarkup;
  keepFirstPaint(container);
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(buildRoutes(queryClient), { initialEntries: [address] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
    { container },
  );
  return container;
}

describe("index.html's first markup", () => {
  it('stays while the first page loads, then the app replaces it with the shell and the page', async () => {
    mockFetch({
      'GET /api/whoami/': { body: signedIn() },
      'GET /api/vendas/detailed/': { body: { vendas: [], pages: 1 } },
      'GET /api/users/web_ativos/': { body: [] },
    });
    const container = renderOverFirstMarkup('/vendas', 'shell');
    const bar = () => container.querySelector('.first-paint--shell .first-paint__title');
    expect(bar()).toHaveTextContent('Skyler Back-office');
    expect(bar()).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Vendas' })).toBeInTheDocument();
    expect(container.querySelector('.first-paint')).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent('Skyler Back-office');
  });

  it('draws the login page as the app does, which then takes its place', async () => {
    mockFetch({ 'GET /api/whoami/': { body: anonymous() } });
    const drawn = document.createElement('div');
    drawn.innerHTML = firstMarkup;
    const early = drawn.querySelector('.first-paint--login .login')?.textContent;
    const container = renderOverFirstMarkup('/login', 'login');
    await waitFor(() => expect(container.querySelector('.first-paint')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Acessar' })).toBeEnabled();
    expect(container.querySelector('.login')?.textContent).toBe(early);
  });
});
