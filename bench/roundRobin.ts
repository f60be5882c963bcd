/**
 * A tiny round-robin HTTP proxy for the scale-out check (bench/scale.ts), run as its own process:
 *
 *   tsx bench/roundRobin.ts <port> <target,target,...>
 *
 * Each request goes to the next target in turn over keep-alive connections. `PUT /__rr/targets` with a JSON array
 * of base URLs replaces the targets (the check moves from one upstream to two without restarting anything);
 * `GET /__rr/health` answers 200. A target that cannot be reached answers 502 (counted as an error by the check).
 */
import http from 'node:http';

const [portArg, targetsArg = ''] = process.argv.slice(2);
let targets = targetsArg.split(',').filter(Boolean).map((t) => new URL(t));
let next = 0;
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function control(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method === 'GET' && req.url === '/__rr/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ targets: targets.map(String) }));
    return;
  }
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk));
  req.on('end', () => {
    try {
      targets = (JSON.parse(body) as string[]).map((t) => new URL(t));
      next = 0;
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(400).end(String(error));
    }
  });
}

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/__rr/')) return control(req, res);
  const target = targets[next++ % targets.length];
  const { connection: _hopByHop, ...headers } = req.headers;
  const forward = http.request(
    { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
    (answer) => {
      const { connection: _hop, ...answerHeaders } = answer.headers;
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
    },
  );
  forward.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  req.pipe(forward);
});
server.keepAliveTimeout = 30_000;
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
