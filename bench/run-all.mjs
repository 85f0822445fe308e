// `npm run bench`: builds, then runs every benchmark in turn.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
for (const script of [
  'startup.mjs',
  'login-bundle.mjs',
  'whoami.mjs',
  'vendas.mjs',
  'workers.mjs',
  'orcamentos.mjs',
  'fatura-carrinho.mjs',
  'servicos.mjs',
  'emissoes.mjs',
  'comissao.mjs',
  'dashboard.mjs',
  'exportar.mjs',
  'chat.mjs',
  'chat-tela.mjs',
  'telas.mjs',
  'contatos.mjs',
  'pnr.mjs',
  'convert-pnr.mjs',
  'pdf-orcamento.mjs',
  'domain-bundle.mjs',
]) {
  console.log(`\n# ${script}`);
  execFileSync(process.execPath, [path.join(root, 'bench', script)], { cwd: root, stdio: 'inherit' });
}
for (const [script, ...args] of [
  ['pricing.ts'],
  ['fatura.ts', '--tsconfig', 'apps/api/tsconfig.json'],
  ['test-app.ts', '--tsconfig', 'apps/api/tsconfig.json'],
]) {
  console.log(`\n# ${script}`);
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), [...args, path.join(root, 'bench', script)], {
    cwd: root,
    stdio: 'inherit',
  });
}
