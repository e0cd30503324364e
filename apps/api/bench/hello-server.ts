// The yardstick of the API bench: a bare Fastify server answering a constant, started the
// same way as the real one (its own process, logs off) so the two throughputs compare.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.send?.({ ready: true });
