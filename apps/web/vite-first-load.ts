import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  FIRST_LOAD_MODULES,
  FIRST_LOAD_PATTERNS,
  FIRST_LOAD_ROUTES,
  PLAIN_PATHS,
  WHOAMI_URL,
} from './src/app/first-load.ts';

/**
 * The styles of what is drawn before the app's code arrives (decision 0059), written into index.html: the
 * first markup (login, the shell's top bar), the spinner and the progress bar. No stylesheet to wait for;
 * the build minifies them with the page.
 */
export const FIRST_PAINT_CSS = [
  'src/app/first-paint.css',
  'src/features/auth/pages/login-page.css',
  'src/app/page-loading.css',
  'src/components/progress-bar.css',
];

/** a string in the script, as the build's HTML minifier leaves strings (and drops comments) */
const PLACEHOLDER = /(['"])__FIRST_LOAD__\1/;
const STYLE_PLACEHOLDER = '/*FIRST_PAINT_CSS*/';

type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type OutputChunk = NonNullable<IndexHtmlTransformContext['chunk']>;

/** The chunk files a module needs before it runs: its own and those it imports statically. */
function chunkFiles(bundle: OutputBundle, root: string, module: string): string[] {
  const id = path.join(root, module);
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const own =
    chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
  if (!own) throw new Error(`${module} is in no chunk of the build`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(own);
  return [...files];
}

/**
 * index.html with its inline script filled with the routes' first requests and their modules' files (hashed
 * names, known only once built: none while serving the sources), and its `<style>` with the first markup's
 * styles.
 */
export function fillIndexHtml(html: string, root: string, bundle?: OutputBundle): string {
  return fillScript(fillStyle(html, root), root, bundle);
}

function fillStyle(html: string, root: string): string {
  if (!html.includes(STYLE_PLACEHOLDER)) throw new Error('index.html lost its first-paint style placeholder');
  const css = FIRST_PAINT_CSS.map((file) => readFileSync(path.join(root, file), 'utf8')).join('');
  return html.replace(STYLE_PLACEHOLDER, css);
}

function fillScript(html: string, root: string, bundle?: OutputBundle): string {
  const entry = bundle
    ? Object.values(bundle).find((item): item is OutputChunk => item.type === 'chunk' && item.isEntry)
    : undefined;
  const inHtml = new Set(
    entry?.facadeModuleId && bundle
      ? chunkFiles(bundle, root, path.relative(root, entry.facadeModuleId))
      : [],
  );
  const preload = (modules: readonly string[]) =>
    bundle
      ? [...new Set(modules.flatMap((module) => chunkFiles(bundle, root, module)))]
          .filter((file) => !inHtml.has(file))
          .map((file) => `/${file}`)
      : [];
  const routes = Object.fromEntries(
    Object.entries(FIRST_LOAD_ROUTES).map(([route, { requests }]) => [
      route,
      { requests: requests.map((request) => request.url), preload: preload(FIRST_LOAD_MODULES[route] ?? []) },
    ]),
  );
  const patterns = Object.entries(FIRST_LOAD_PATTERNS).map(([route, { modules, requests }]) => ({
    path: route,
    requests,
    preload: preload(modules),
  }));
  if (!PLACEHOLDER.test(html)) throw new Error('index.html lost its first-load placeholder');
  return html.replace(PLACEHOLDER, () =>
    JSON.stringify({ whoami: WHOAMI_URL, routes, patterns, plain: PLAIN_PATHS }),
  );
}

/**
 * Fills index.html as `fillIndexHtml` says, in the build and while serving the sources: the styles first
 * (before the build's HTML minifier), the script once the chunks are named.
 */
export function firstLoad(): Plugin[] {
  let root = '';
  return [
    {
      name: 'skyler-first-paint-style',
      configResolved(config) {
        root = config.root;
      },
      transformIndexHtml: { order: 'pre', handler: (html) => fillStyle(html, root) },
    },
    {
      name: 'skyler-first-load',
      transformIndexHtml: {
        order: 'post',
        handler: (html, context) => fillScript(html, root, context.bundle),
      },
    },
  ];
}
