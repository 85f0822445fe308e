import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { camadasDoBuild } from './scripts/camadas-do-build.ts';
import { FIRST_LOAD_MODULES } from './src/app/first-load.ts';
import { firstLoad } from './vite-first-load.ts';

const API_TARGET = process.env.API_URL ?? 'http://localhost:8000';

/** The chunks `modulePreload.resolveDependencies` recognises by their file's name. */
const CHUNKS_NOMEADOS = new Set(['vendas-page', 'venda-form-dialog']);

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  // .br and .gz beside each asset: the server sends them as they are, without compressing per request
  // index.html starts the route's first requests and draws its first markup (decision 0059)
  plugins: [react(), firstLoad(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/static': { target: API_TARGET, changeOrigin: false },
      '/docs': { target: API_TARGET, changeOrigin: false },
    },
  },
  preview: { port: 3000 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    modulePreload: {
      // the sale form, opened from the sales list, fetches its own files when "+ Venda" is reached: listed
      // among the list's preloads, their names alone would weigh on its first load (decision 0032)
      resolveDependencies: (filename, deps, { hostId }) =>
        /\/vendas-page-/.test(hostId) && filename.includes('/venda-form-dialog-') ? [filename] : deps,
    },
    rollupOptions: {
      // seven characters of hash name a file well enough, and every dynamic import's list of preloads carries
      // them: the first load is the lighter for it (decision 0032)
      output: {
        entryFileNames: 'assets/[name]-[hash:7].js',
        // a chunk is named by its hash alone: the entry lists every file each page preloads, and the names
        // weighed 4 KB of the first load (decision 0088); the two files `resolveDependencies` tells apart by
        // name keep theirs
        chunkFileNames: (chunk) =>
          CHUNKS_NOMEADOS.has(chunk.name) ? 'assets/[name]-[hash:7].js' : 'assets/[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        // the staff screens' code in a few chunks instead of one per set of pages sharing a module (a cold
        // screen fetched 110–180 files): the budgeted first loads' modules by which of them import them, the
        // small modules outside them in one chunk (decision 0102)
        codeSplitting: {
          groups: [
            {
              debugName: 'camadas',
              name: camadasDoBuild({
                root: import.meta.dirname,
                entrada: 'src/main.tsx',
                raizes: [
                  ...new Set(
                    ['/login', '/vendas', '/portal/vendas/:id'].flatMap(
                      (rota) => FIRST_LOAD_MODULES[rota] ?? [],
                    ),
                  ),
                  // what the shell downloads while it first draws: the toasts' host, the administrators' menu icons
                  'src/app/toast-host.tsx',
                  'src/app/shell/admin-menu-icons.tsx',
                ],
                maxBytes: 8192,
              }),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
