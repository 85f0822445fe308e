// Renders the proposal PDF (POST /api/pdf/orcamento_pdf/) of 3 quotes (flight, hotel, car) with 4 provider
// pictures each: the first render (fonts and layout engine loading), then the median of the next 20.
// Bundles the API's renderer with esbuild, keeping @react-pdf/renderer as installed.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { median } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = 20;
const entry = `
import { desenharImagem } from './apps/api/src/db/seed/imagens-demo.ts';
import { montarCotacaoProposta } from './apps/api/src/modules/pdf/proposta.ts';
import { cotacoesDeExemplo, PROPOSTA_BASE } from './apps/api/src/modules/pdf/proposta-exemplo.ts';
import { renderPropostaPdf } from './apps/api/src/modules/pdf/proposta-pdf.tsx';
const CENAS = ['fachada', 'quarto', 'piscina', 'praia'];
export function renderizar() {
  const imagens = new Map();
  for (const primeira of [101, 201, 301]) {
    CENAS.forEach((cena, i) => {
      imagens.set(primeira + i, { titulo: cena, data: desenharImagem(cena, primeira + i), formato: 'png' });
    });
  }
  const cias = new Map([[1, 'LATAM']]);
  const cotacoes = cotacoesDeExemplo(4).map((view) => montarCotacaoProposta(view, { cias, imagens }));
  return renderPropostaPdf({ ...PROPOSTA_BASE, emitidaEm: new Date(), cotacoes });
}
`;

const cache = path.join(root, 'node_modules', '.cache');
mkdirSync(cache, { recursive: true });
const outDir = mkdtempSync(path.join(cache, 'skyler-bench-pdf-'));
try {
  const outfile = path.join(outDir, 'proposta.mjs');
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    jsx: 'automatic',
    external: ['@react-pdf/*', 'pngjs'],
    outfile,
    logLevel: 'silent',
  });
  const { renderizar } = await import(pathToFileURL(outfile).href);
  let started = performance.now();
  const primeiro = await renderizar();
  const primeiroMs = performance.now() - started;
  const tempos = [];
  for (let i = 0; i < RUNS; i++) {
    started = performance.now();
    await renderizar();
    tempos.push(performance.now() - started);
  }
  const paginas = primeiro.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  const imagens = primeiro.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
  console.log(
    `proposal PDF of 3 quotes x 4 pictures: ${paginas} A4 pages, ${imagens} images, ${Math.round(primeiro.length / 1024)} KB; ` +
      `first ${primeiroMs.toFixed(0)} ms, then median ${median(tempos).toFixed(1)} ms, max ${Math.max(...tempos).toFixed(1)} ms`,
  );
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
