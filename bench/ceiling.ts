/**
 * The ceiling of the per-screen benchmark: a bare Fastify server answering, from memory, the JSON the
 * upstream gave for the same URLs. What the machine can do for those bytes over HTTP with no token check, no database
 * and no computation; `direct/ceiling` says how much of that the upstream reaches.
 *
 *   PUT /__answers  { "<url with query>": { status, body } }   adds answers (the benchmark loads each screen's)
 *   GET <url>       the stored body with its status, or 404
 */
import Fastify from 'fastify';

const answers = new Map<string, { status: number; body: string }>();
const app = Fastify({ logger: false, bodyLimit: 50 * 1024 * 1024 });

app.get('/healthz', async () => ({ ok: true }));
app.put('/__answers', async (request) => {
  for (const [url, answer] of Object.entries(request.body as Record<string, { status: number; body: string }>)) answers.set(url, answer);
  return { stored: answers.size };
});
app.setNotFoundHandler((request, reply) => {
  const found = answers.get(request.url);
  if (!found) return reply.code(404).send({ message: 'Not in the ceiling' });
  return reply.code(found.status).header('content-type', 'application/json; charset=utf-8').send(found.body);
});

app.listen({ port: Number(process.env.CEILING_PORT), host: '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
