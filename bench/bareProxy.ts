/**
 * The floor of `npm run bench:cpu`: the least any Node backend-for-frontend does per answer, so the
 * gateway's CPU per answer can be read against it. A bare `node:http` server that, for every POST, reads and parses
 * the JSON body, makes the REST calls the gateway made for the same screen (in parallel, through one keep-alive undici
 * Agent as the gateway's client, with the caller's Authorization), parses each answer and writes them back as one
 * JSON document. No GraphQL, no access rules, no context, no logging or metrics.
 *
 *   PUT /__calls  { "upstream": "http://...", "calls": ["GET /goals?page=1", ...] }   what every POST replays
 *   POST <any>    the replayed answers: { "data": [<answer>, ...] }
 */
import { createServer } from 'node:http';
import { Agent, request } from 'undici';
import { readBody } from '../gateway/src/graphqlHttp';

const agent = new Agent({ connections: 256, keepAliveTimeout: 10_000 });
let upstream = '';
let paths: string[] = [];

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.end('{}'); // the health check
    return;
  }
  readBody(req)
    .then(async (text) => {
      const body = JSON.parse(text) as { upstream?: string; calls?: string[] };
      if (req.method === 'PUT' && req.url === '/__calls') {
        upstream = body.upstream ?? '';
        // Only GETs are replayed: a screen's query reads.
        paths = (body.calls ?? []).map((call) => call.replace(/^GET /, ''));
        res.end('{}');
        return;
      }
      const headers = req.headers.authorization ? { authorization: req.headers.authorization } : {};
      const answers = await Promise.all(
        paths.map(async (path) => {
          const answer = await request(`${upstream}${path}`, { dispatcher: agent, headers });
          return JSON.parse(await answer.body.text()) as unknown;
        }),
      );
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ data: answers }));
    })
    .catch((error: Error) => {
      res.statusCode = 500;
      res.end(JSON.stringify({ message: error.message }));
    });
});

server.listen(Number(process.env.BARE_PROXY_PORT), '127.0.0.1');
