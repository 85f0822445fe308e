import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Gives back the memory the start-up left behind (decision 0044): one full collection of the kind V8 runs
 * when the system is short of memory, which also shrinks the young generation to its minimum. Starting
 * (migrations, the demo seed, building every route's schemas) grows the young generation to its largest,
 * 128 MB with Node 24 on a machine of this size, and V8 keeps it at that size while the process is idle
 * (a new embedded database is created and seeded in a child process, decision 0060). It runs once, before
 * the server listens; the young generation grows again under load.
 */
export function compactarMemoria(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (options: object) => void;
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
