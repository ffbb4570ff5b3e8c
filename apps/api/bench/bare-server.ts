import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify server answering a hello-world JSON, measured
 * in the same run and on the same machine as the API, so figures are ratios
 * that survive a change of hardware.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hola: 'mundo' }));
const port = Number(process.argv[2] ?? 3102);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write(`bare listo en ${port}\n`);
