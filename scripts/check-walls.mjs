#!/usr/bin/env node
// The walls between the workspace's parts that Biome cannot say (its `noImportCycles` holds the cycles;
// `noRestrictedImports` matches an import as written, and these rules need the file it resolves to):
// - a web feature imports another feature only through its public entry (`features/<g>/index.ts`), and the
//   shared pieces (`components/`, `lib/`, `hooks/`, `api/`) import no feature;
// - an API module never imports another file's routes: only `app.ts` and the tests import `*.routes.ts`;
// - `packages/domain` imports nothing from the apps.
// Prints one line per crossing (file:line: import — the wall) and exits 1. `--medir` prints the figures of
// the import graph instead (cross-feature imports, loops between features, the import cycles); `--raiz <dir>`
// checks another tree (the test's).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZES = ['apps/web/src', 'apps/api/src', 'packages/domain/src'];
const EXTENSOES = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'];

// a statement starts its line (the formatter puts it there); `from` may come lines later
const ESTATICO = /^[ \t]*(?:import|export)\b[^;'"`]*?\bfrom\s*['"]([^'"\n]+)['"]/gm;
const LATERAL = /^[ \t]*import\s*['"]([^'"\n]+)['"]/gm;
const DINAMICO = /\bimport\s*\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** The specifiers a source file imports: static (types included) and dynamic, with their line. */
export function lerImportacoes(texto) {
  const semComentarios = texto.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
  const achados = [];
  for (const [re, tipo] of [
    [ESTATICO, 'estatico'],
    [LATERAL, 'estatico'],
    [DINAMICO, 'dinamico'],
  ]) {
    for (const m of semComentarios.matchAll(re)) {
      const linha = semComentarios.slice(0, m.index + m[0].length).split('\n').length;
      const inicioLinha = semComentarios.lastIndexOf('\n', m.index) + 1;
      if (semComentarios.slice(inicioLinha, m.index).includes('//')) continue;
      achados.push({ especificador: m[1], linha, tipo });
    }
  }
  return achados;
}

function listarFontes(raizRepo, pasta, saida = []) {
  const abs = join(raizRepo, pasta);
  if (!existsSync(abs)) return saida;
  for (const nome of readdirSync(abs)) {
    if (nome === 'node_modules' || nome === 'dist') continue;
    const caminho = join(pasta, nome);
    if (statSync(join(raizRepo, caminho)).isDirectory()) listarFontes(raizRepo, caminho, saida);
    else if (/\.(m?ts|tsx|m?js|jsx)$/.test(nome) && !nome.endsWith('.d.ts')) saida.push(caminho);
  }
  return saida;
}

function resolverArquivo(raizRepo, base) {
  if (existsSync(join(raizRepo, base)) && statSync(join(raizRepo, base)).isFile()) return base;
  for (const ext of EXTENSOES) if (existsSync(join(raizRepo, base + ext))) return base + ext;
  for (const ext of EXTENSOES)
    if (existsSync(join(raizRepo, base, `index${ext}`))) return join(base, `index${ext}`);
  return null;
}

/** The repository file an import resolves to (relative to the root, `/`-separated), or its package name. */
function resolver(raizRepo, arquivo, especificador) {
  if (especificador.startsWith('.')) {
    const alvo = resolverArquivo(raizRepo, join(dirname(arquivo), especificador));
    return alvo === null ? null : alvo.split(sep).join('/');
  }
  const m = /^@skyler\/(domain|api|web)(?:\/(.*))?$/.exec(especificador);
  if (m === null) return null;
  const pasta = { domain: 'packages/domain', api: 'apps/api', web: 'apps/web' }[m[1]];
  if (m[1] === 'domain' && m[2] !== undefined) {
    const alvo = resolverArquivo(raizRepo, join(pasta, 'src', m[2]));
    if (alvo !== null) return alvo.split(sep).join('/');
  }
  return `${pasta}/`;
}

/** Every import between the repository's source files: `{de, para, especificador, linha, tipo}`. */
export function lerGrafo(raizRepo) {
  const arestas = [];
  for (const raiz of RAIZES) {
    for (const arquivo of listarFontes(raizRepo, raiz)) {
      const de = arquivo.split(sep).join('/');
      for (const imp of lerImportacoes(readFileSync(join(raizRepo, arquivo), 'utf8'))) {
        const para = resolver(raizRepo, arquivo, imp.especificador);
        if (para !== null) arestas.push({ de, para, ...imp });
      }
    }
  }
  return arestas;
}

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\/(.*)$/;
const COMPARTILHADO = /^apps\/web\/src\/(components|lib|hooks|api)\//;
const ehTeste = (arquivo) =>
  /\.test\.[mc]?[jt]sx?$/.test(arquivo) || /^apps\/[^/]+\/src\/test\//.test(arquivo);

// a test, or a feature's test support (`testing/`), may take another feature's test support
const ehTesteWeb = (arquivo) =>
  ehTeste(arquivo) || /^apps\/web\/src\/features\/[^/]+\/testing\//.test(arquivo);

/** The wall an import crosses, or null. */
export function paredeCruzada({ de, para }) {
  if (de.startsWith('packages/domain/') && para.startsWith('apps/')) {
    return 'packages/domain não importa dos apps';
  }
  if (de.startsWith('apps/api/src/') && para.endsWith('.routes.ts')) {
    if (de !== 'apps/api/src/app.ts' && !ehTeste(de)) return 'só app.ts e os testes importam um *.routes.ts';
  }
  const alvo = FEATURE.exec(para);
  if (alvo !== null) {
    const origem = FEATURE.exec(de);
    const testaOutra = ehTesteWeb(de) && alvo[2].startsWith('testing/');
    if (origem !== null && origem[1] !== alvo[1] && alvo[2] !== 'index.ts' && !testaOutra) {
      return `features/${alvo[1]} só se importa por features/${alvo[1]}/index.ts`;
    }
    if (COMPARTILHADO.test(de) && !ehTeste(de))
      return 'components/, lib/, hooks/ e api/ não importam features';
  }
  return null;
}

/** The import cycles (strongly connected components, Tarjan, iterative), largest first: every import counts,
 * types and `import()` included, as Biome's `noImportCycles` with `ignoreTypes: false` counts them. */
export function ciclos(arestas) {
  const vizinhos = new Map();
  for (const { de, para } of arestas) {
    if (!vizinhos.has(de)) vizinhos.set(de, new Set());
    vizinhos.get(de).add(para);
  }
  let indice = 0;
  const idx = new Map();
  const low = new Map();
  const pilha = [];
  const naPilha = new Set();
  const componentes = [];
  for (const inicio of vizinhos.keys()) {
    if (idx.has(inicio)) continue;
    const trabalho = [[inicio, [...vizinhos.get(inicio)]]];
    idx.set(inicio, indice);
    low.set(inicio, indice++);
    pilha.push(inicio);
    naPilha.add(inicio);
    while (trabalho.length > 0) {
      const [v, resto] = trabalho[trabalho.length - 1];
      const w = resto.pop();
      if (w !== undefined) {
        if (!idx.has(w)) {
          idx.set(w, indice);
          low.set(w, indice++);
          pilha.push(w);
          naPilha.add(w);
          trabalho.push([w, [...(vizinhos.get(w) ?? [])]]);
        } else if (naPilha.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
        continue;
      }
      trabalho.pop();
      if (trabalho.length > 0) {
        const pai = trabalho[trabalho.length - 1][0];
        low.set(pai, Math.min(low.get(pai), low.get(v)));
      }
      if (low.get(v) === idx.get(v)) {
        const comp = [];
        let x;
        do {
          x = pilha.pop();
          naPilha.delete(x);
          comp.push(x);
        } while (x !== v);
        if (comp.length > 1) componentes.push(comp.sort());
      }
    }
  }
  return componentes.sort((a, b) => b.length - a.length);
}

function medir(arestas) {
  const cruzadas = arestas.filter((a) => {
    const o = FEATURE.exec(a.de);
    const d = FEATURE.exec(a.para);
    return o !== null && d !== null && o[1] !== d[1];
  });
  const foraDaEntrada = cruzadas.filter((a) => !a.para.endsWith('/index.ts'));
  const semTestes = (lista) => lista.filter((a) => !ehTesteWeb(a.de));
  // the features' loops in what ships: a test may take another feature's test support
  const entreFeatures = semTestes(cruzadas).map((a) => ({
    de: FEATURE.exec(a.de)[1],
    para: FEATURE.exec(a.para)[1],
    tipo: 'estatico',
  }));
  const lacos = ciclos(entreFeatures);
  const web = ciclos(arestas.filter((a) => a.de.startsWith('apps/web/')));
  const api = ciclos(arestas.filter((a) => a.de.startsWith('apps/api/')));
  console.log(`imports entre features: ${cruzadas.length} (fora de testes: ${semTestes(cruzadas).length})`);
  console.log(
    `  fora da entrada pública: ${foraDaEntrada.length} (fora de testes: ${semTestes(foraDaEntrada).length})`,
  );
  console.log(`  que atravessam a parede: ${cruzadas.filter((a) => paredeCruzada(a) !== null).length}`);
  console.log(
    `laços entre features (fora de testes): ${lacos.map((l) => `${l.length} (${l.join(', ')})`).join('; ') || 'nenhum'}`,
  );
  const dominio = ciclos(arestas.filter((a) => a.de.startsWith('packages/domain/')));
  console.log(`ciclos da web (arquivos): ${web.map((c) => c.length).join(', ') || 'nenhum'}`);
  console.log(`ciclos da API (arquivos): ${api.map((c) => c.length).join(', ') || 'nenhum'}`);
  console.log(`ciclos do domínio (arquivos): ${dominio.map((c) => c.length).join(', ') || 'nenhum'}`);
}

function main() {
  const i = process.argv.indexOf('--raiz');
  const raizRepo =
    i > 0 ? resolve(process.argv[i + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const arestas = lerGrafo(raizRepo);
  if (process.argv.includes('--medir')) return medir(arestas);
  const cruzadas = arestas.map((a) => ({ ...a, parede: paredeCruzada(a) })).filter((a) => a.parede !== null);
  for (const a of cruzadas) console.error(`${a.de}:${a.linha}: import '${a.especificador}' — ${a.parede}`);
  if (cruzadas.length > 0) {
    console.error(`\n${cruzadas.length} import(s) atravessam uma parede (docs/decisions/0072).`);
    process.exitCode = 1;
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
