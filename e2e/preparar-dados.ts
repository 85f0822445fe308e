// Creates, migrates and seeds the journeys' database in E2E_DATA_DIR ahead of the run, as the app's first
// start would (the child process of decision 0060, with the environment the journeys start the app with), so
// that `.ci/run` can do it while other steps run. Exits with the child's code.
import { fork } from 'node:child_process';
import { servidorEnv } from './servidor.ts';

const dataDir = process.env.E2E_DATA_DIR;
const port = Number(process.env.E2E_PORT ?? 8010);
const gatewayPort = Number(process.env.E2E_GATEWAY_PORT ?? port + 1);
const focusPort = Number(process.env.E2E_FOCUS_PORT ?? gatewayPort + 1);
if (!dataDir) {
  console.error('E2E_DATA_DIR is required');
  process.exit(2);
}
const child = fork(new URL('../apps/api/dist/preparar-banco.js', import.meta.url), [], {
  env: { ...process.env, ...servidorEnv({ port, gatewayPort, focusPort, dataDir }) },
  stdio: 'inherit',
});
child.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
