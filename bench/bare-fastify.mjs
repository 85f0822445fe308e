// The baseline of bench/whoami.mjs: one JSON route and nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ authenticated: false }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
