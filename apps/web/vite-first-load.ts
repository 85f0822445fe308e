import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import {
  FIRST_LOAD_MODULES,
  FIRST_LOAD_PATTERNS,
  FIRST_LOAD_ROUTES,
  PLAIN_PATHS,
  SHELL_MODULES,
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

/** The chunk files a module needs before it runs: its own and those it imports statically; none when no
 * chunk holds it. */
function chunkFilesIfBuilt(bundle: OutputBundle, root: string, module: string): string[] {
  const id = path.join(root, module);
  const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
  const own =
    chunks.find((chunk) => chunk.facadeModuleId === id) ?? chunks.find((c) => c.moduleIds.includes(id));
  if (!own) return [];
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

/** As `chunkFilesIfBuilt`, for a module the first-load table names: the build fails when it is in no chunk. */
function chunkFiles(bundle: OutputBundle, root: string, module: string): string[] {
  const files = chunkFilesIfBuilt(bundle, root, module);
  if (files.length === 0) throw new Error(`${module} is in no chunk of the build`);
  return files;
}

/** A route the shell holds, with its page's module, as `config/routes.ts` and `app/pages.ts` write them. */
export type RotaDoShell = { path: string; module: string };

/** The object literal `export const NAME … = {` … `\n}` of a source file's text. */
function objetoExportado(texto: string, nome: string, arquivo: string): string {
  const inicio = texto.indexOf(`export const ${nome}`);
  const fim = inicio < 0 ? -1 : texto.indexOf('\n}', inicio);
  if (fim < 0) throw new Error(`${arquivo} lost its ${nome} table`);
  return texto.slice(inicio, fim);
}

/**
 * Every route drawn inside the staff shell (access `staff` or `cliente`, neither a redirect nor the
 * portal's), with its page's module: read from the text of `config/routes.ts` (path, access) and
 * `app/pages.ts` (the `import()` of each route's loader, or of the helper it calls), as the build cannot run
 * them. A route whose page the text does not show is left out (it loads as before).
 */
export function rotasDoShell(root: string): RotaDoShell[] {
  const rotas = objetoExportado(
    readFileSync(path.join(root, 'src/config/routes.ts'), 'utf8'),
    'ROUTES',
    'config/routes.ts',
  );
  const paginas = readFileSync(path.join(root, 'src/app/pages.ts'), 'utf8');
  const importado = (trecho: string) => /import\('([^']+)'\)/.exec(trecho)?.[1];
  const doArquivo = (modulo: string) => path.posix.join('src/app', modulo);
  // the helpers a route's loader may call (`contatoAba('cliente')`, `minhaArea`): `const name … import('…')`
  const ajudantes = new Map<string, string>();
  for (const [trecho, nome] of paginas.matchAll(/^const (\w+)\b[\s\S]*?(?=^\S)/gm)) {
    const modulo = importado(trecho);
    if (nome && modulo) ajudantes.set(nome, doArquivo(modulo));
  }
  const modulos = new Map<string, string>();
  const corpo = objetoExportado(paginas, 'PAGES', 'app/pages.ts');
  const chaves = [...corpo.matchAll(/^ {2}(?:'([\w-]+)'|(\w+)):/gm)];
  chaves.forEach((chave, i) => {
    const trecho = corpo.slice(chave.index, chaves[i + 1]?.index ?? corpo.length);
    const modulo = importado(trecho);
    const ajudante = /^[^:]*:\s*(\w+)/.exec(trecho)?.[1];
    const nome = chave[1] ?? chave[2] ?? '';
    if (modulo) modulos.set(nome, doArquivo(modulo));
    else if (ajudante && ajudantes.has(ajudante)) modulos.set(nome, ajudantes.get(ajudante) ?? '');
  });
  const lista: RotaDoShell[] = [];
  for (const [, aspas, simples, campos = ''] of rotas.matchAll(/(?:'([\w-]+)'|(\w+)):\s*\{([^{}]*)\}/g)) {
    const rota = /path:\s*'([^']+)'/.exec(campos)?.[1];
    const acesso = /access:\s*'(\w+)'/.exec(campos)?.[1];
    const modulo = modulos.get(aspas ?? simples ?? '');
    const noShell = (acesso === 'staff' || acesso === 'cliente') && !/redirect:|layout:/.test(campos);
    if (rota && modulo && noShell) lista.push({ path: rota, module: modulo });
  }
  return lista;
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
  // each file once (`files`), each module's files once (`groups`, indices into `files`); a route lists the
  // groups of its modules: the table of every route of the shell stays a few kilobytes
  const files: string[] = [];
  const groups: number[][] = [];
  const grupoDe = new Map<string, number>();
  const indiceDe = (file: string) => {
    const href = `/${file}`;
    const indice = files.indexOf(href);
    return indice >= 0 ? indice : files.push(href) - 1;
  };
  const grupo = (module: string, tolerante: boolean): number[] => {
    if (!bundle) return [];
    const conhecido = grupoDe.get(module);
    if (conhecido !== undefined) return [conhecido];
    const arquivos = (tolerante ? chunkFilesIfBuilt : chunkFiles)(bundle, root, module).filter(
      (file) => !inHtml.has(file),
    );
    if (arquivos.length === 0) return [];
    grupoDe.set(module, groups.length);
    return [groups.push(arquivos.map(indiceDe)) - 1];
  };
  const preload = (modules: readonly string[], tolerante = false) =>
    modules.flatMap((module) => grupo(module, tolerante));
  const routes = Object.fromEntries(
    Object.entries(FIRST_LOAD_ROUTES).map(([route, { requests }]) => [
      route,
      { requests: requests.map((request) => request.url), preload: preload(FIRST_LOAD_MODULES[route] ?? []) },
    ]),
  );
  const patterns = Object.entries(FIRST_LOAD_PATTERNS).map(([route, { modules, requests, after }]) => ({
    path: route,
    requests,
    preload: preload(modules),
    ...(after ? { after } : {}),
  }));
  // every other route of the shell: its layouts' and page's files, no request
  const nasTabelas = new Set([...Object.keys(FIRST_LOAD_ROUTES), ...Object.keys(FIRST_LOAD_PATTERNS)]);
  const doShell = (bundle ? rotasDoShell(root) : [])
    .filter((rota) => !nasTabelas.has(rota.path))
    .map((rota) => ({
      path: rota.path,
      requests: [],
      preload: preload([...SHELL_MODULES, rota.module], true),
    }));
  if (!PLACEHOLDER.test(html)) throw new Error('index.html lost its first-load placeholder');
  return html.replace(PLACEHOLDER, () =>
    JSON.stringify({
      whoami: WHOAMI_URL,
      files,
      groups,
      routes,
      patterns: [...patterns, ...doShell],
      plain: PLAIN_PATHS,
    }),
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
