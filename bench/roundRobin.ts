/**
 * A tiny round-robin HTTP proxy for the scale-out check (bench/scale.ts), run as its own process:
 *
 *   tsx bench/roundRobin.ts <port> <target,target,...>
 *
 * Each request goes to the next target in turn over keep-alive connections. `PUT /__rr/targets` with a JSON array
 * of base URLs replaces the targets (the check moves from one upstream to two without restarting anything);
 * `GET /__rr/health` answers 200 with the forwarding failures so far. A target that cannot be reached answers 502
 * (counted as an error by the check). Bodies are buffered (the check sends small JSON).
 */
import http from 'node:http';

const [portArg, targetsArg = ''] = process.argv.slice(2);
let targets = targetsArg
  .split(',')
  .filter(Boolean)
  .map((t) => new URL(t));
let next = 0;
/** Forwarding failures by error code (GET /__rr/health shows them). */
const failures: Record<string, number> = {};
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

function control(req: http.IncomingMessage, res: http.ServerResponse): void {
  if (req.method === 'GET' && req.url === '/__rr/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ targets: targets.map(String), failures }));
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

/**
 * Forwards one buffered request. A keep-alive socket the target closed while idle (Node servers close them after
 * 5 s) fails with ECONNRESET before the target read anything: that one is sent again once, on a fresh connection.
 */
function forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, target: URL, retry: boolean): void {
  const { connection: _hopByHop, ...headers } = req.headers;
  const out = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent: retry ? agent : false }, (answer) => {
    const { connection: _hop, ...answerHeaders } = answer.headers;
    res.writeHead(answer.statusCode ?? 502, answerHeaders);
    answer.pipe(res);
  });
  out.on('error', (error: NodeJS.ErrnoException) => {
    if (retry && out.reusedSocket && error.code === 'ECONNRESET' && !res.headersSent) return forward(req, body, res, target, false);
    failures[error.code ?? error.message] = (failures[error.code ?? error.message] ?? 0) + 1;
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end('bad gateway');
  });
  out.end(body);
}

const server = http.createServer((req, res) => {
  if (req.url?.startsWith('/__rr/')) return control(req, res);
  const target = targets[next++ % targets.length];
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => forward(req, Buffer.concat(chunks), res, target, true));
});
server.keepAliveTimeout = 30_000;
server.listen(Number(portArg), '127.0.0.1');
process.once('SIGTERM', () => server.close(() => process.exit(0)));
