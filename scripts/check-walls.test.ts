import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ciclos, lerGrafo, lerImportacoes } from './check-walls.mjs';

const script = path.join(import.meta.dirname, 'check-walls.mjs');
let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A repository of the given files (path → text) in a folder of its own. */
function repo(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'walls-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return spawnSync(process.execPath, [script, '--raiz', dir], { encoding: 'utf8' });
}

const web = 'apps/web/src';

describe('check-walls', () => {
  it('reads static, type, re-exported, side-effect and dynamic imports, not those in comments', () => {
    const texto = [
      "import type { A } from './a.ts';",
      'import {',
      '  b,',
      '  type C,',
      "} from '../b.tsx';",
      "export { d } from './d.ts';",
      "import './e.css';",
      "const F = lazy(() => import('./f.tsx'));",
      "// import { g } from './g.ts';",
      "/* import { h } from './h.ts'; */",
    ].join('\n');
    expect(lerImportacoes(texto).map((i) => [i.especificador, i.linha, i.tipo])).toEqual([
      ['./a.ts', 1, 'estatico'],
      ['../b.tsx', 5, 'estatico'],
      ['./d.ts', 6, 'estatico'],
      ['./e.css', 7, 'estatico'],
      ['./f.tsx', 8, 'dinamico'],
    ]);
  });

  it('passes a tree whose features meet only through their public entries', () => {
    const result = repo({
      [`${web}/features/vendas/index.ts`]: "export { ChatPanel } from './components/chat-panel.tsx';\n",
      [`${web}/features/vendas/components/chat-panel.tsx`]:
        "import { Money } from '../../../components/money.tsx';\n",
      [`${web}/features/emissoes/pages/emissao-page.tsx`]:
        "import { ChatPanel } from '../../vendas/index.ts';\n",
      [`${web}/features/emissoes/pages/emissao-page.test.tsx`]:
        "import { makeVenda } from '../../vendas/testing/fixtures.ts';\n",
      [`${web}/features/vendas/testing/fixtures.ts`]: 'export const makeVenda = () => ({});\n',
      [`${web}/components/money.tsx`]: 'export const Money = () => null;\n',
      [`${web}/app/pages.ts`]: "const p = () => import('../features/emissoes/pages/emissao-page.tsx');\n",
      'apps/api/src/app.ts': "import { vendasRoutes } from './modules/vendas/vendas.routes.ts';\n",
      'apps/api/src/modules/vendas/vendas.routes.ts': "import { findVendas } from './vendas.queries.ts';\n",
      'apps/api/src/modules/vendas/vendas.queries.ts': 'export const findVendas = () => [];\n',
      'apps/api/src/modules/vendas/vendas.test.ts': "import { vendasRoutes } from './vendas.routes.ts';\n",
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails on each deliberate crossing, naming the file, the line, the import and the wall', () => {
    const result = repo({
      [`${web}/features/vendas/api/get-usuarios.ts`]: 'export const useUsuarios = () => [];\n',
      [`${web}/features/racs/pages/racs-page.tsx`]:
        "import { x } from './x.ts';\nimport { useUsuarios } from '../../vendas/api/get-usuarios.ts';\n",
      [`${web}/features/racs/pages/x.ts`]: 'export const x = 1;\n',
      [`${web}/components/cartao.tsx`]: "import type { U } from '../features/vendas/api/get-usuarios.ts';\n",
      'apps/api/src/modules/moedas/moedas.routes.ts':
        "import { ZMoeda } from '../referencia/referencia.routes.ts';\n",
      'apps/api/src/modules/referencia/referencia.routes.ts': 'export const ZMoeda = 1;\n',
      'packages/domain/src/vendas.ts': "import type { Db } from '../../../apps/api/src/db/client.ts';\n",
      'apps/api/src/db/client.ts': 'export type Db = object;\n',
    });
    expect(result.status).toBe(1);
    expect(
      result.stderr
        .split('\n')
        .filter((linha) => linha.includes(' — '))
        .sort(),
    ).toEqual([
      "apps/api/src/modules/moedas/moedas.routes.ts:1: import '../referencia/referencia.routes.ts' — só app.ts e os testes importam um *.routes.ts",
      "apps/web/src/components/cartao.tsx:1: import '../features/vendas/api/get-usuarios.ts' — components/, lib/, hooks/ e api/ não importam features",
      "apps/web/src/features/racs/pages/racs-page.tsx:2: import '../../vendas/api/get-usuarios.ts' — features/vendas só se importa por features/vendas/index.ts",
      "packages/domain/src/vendas.ts:1: import '../../../apps/api/src/db/client.ts' — packages/domain não importa dos apps",
    ]);
  });

  it('finds the import cycles, types and import() included', () => {
    repo({
      [`${web}/lib/toast.tsx`]: "const Host = lazy(() => import('../app/toast-host.tsx'));\n",
      [`${web}/app/toast-host.tsx`]: "import type { Toasts } from '../lib/toast.tsx';\n",
      [`${web}/lib/livre.ts`]: "import type { Toasts } from './toast.tsx';\n",
    });
    expect(ciclos(lerGrafo(dir))).toEqual([[`${web}/app/toast-host.tsx`, `${web}/lib/toast.tsx`]]);
  });
});
