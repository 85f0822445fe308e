import { get } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** `apps/api`, where `src/main.ts` is started from by the tests that start the whole server. */
export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The pid that answers /healthz on a new connection (node:cluster hands out connections, not requests). */
export function healthPid(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const request = get(
      { host: '127.0.0.1', port, path: '/healthz', agent: false, timeout: 2_000 },
      (response) => {
        let body = '';
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => {
          try {
            resolve((JSON.parse(body) as { pid: number }).pid);
          } catch {
            resolve(null);
          }
        });
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}
