/**
 * The baseline of `npm run bench`: a bare Fastify hello route in a process of its own, on PORT. Plain JavaScript, run
 * by `node` itself (no TypeScript loader), so its start is also the baseline of the cold-start figure.
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({ success: true, hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
