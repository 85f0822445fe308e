// Type-checks every workspace, as many `tsc` at once as the machine has cores (each `tsc` uses one):
// prints each project's errors after it ends, and exits 1 when any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// the largest first, so the small ones fill the other core
const PROJECTS = ['apps/web', 'apps/api', 'e2e', 'packages/domain'];
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

/** Runs one project's check, resolving to whether it passed. */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (output) process.stdout.write(`tsc -p ${project}\n${output}`);
      resolve(code === 0);
    });
  });
}

const pending = [...PROJECTS];
let failed = false;
async function worker() {
  for (let project = pending.shift(); project; project = pending.shift())
    failed = !(await check(project)) || failed;
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(failed ? 1 : 0);
