// `npm run dev`: the API from its sources (restarting on change), then, once it answers, Vite with hot
// reload on port 3000 proxying /api to it.
import { spawn } from 'node:child_process';

const API = `http://127.0.0.1:${process.env.PORT ?? 8000}/api/whoami/`;
const WAIT_MS = 120_000;

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/main.ts'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
const watch = (child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
watch(children[0]);

/** Polls the API until it answers (migrations and demo data take a while on a new database). */
async function apiAnswers() {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (children[0].exitCode !== null) return false;
    try {
      await fetch(API, { signal: AbortSignal.timeout(2000) });
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return false;
}

if (await apiAnswers()) {
  const vite = spawn('npm', ['run', 'dev', '-w', '@skyler/web'], { stdio: 'inherit' });
  children.push(vite);
  watch(vite);
} else if (children[0].exitCode === null) {
  console.error(`A API não respondeu em ${API} em ${WAIT_MS / 1000} s.`);
  stop();
  process.exitCode = 1;
}
