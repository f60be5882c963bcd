/** A tiny programmable HTTP server standing in for the upstream in gateway unit tests. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeCall {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (call: FakeCall, res: http.ServerResponse) => void;

export interface FakeUpstream {
  url: string;
  calls: FakeCall[];
  /** Replaces the handler for the next requests. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startFakeUpstream(handler: FakeHandler = (_c, res) => json(res, 200, {})): Promise<FakeUpstream> {
  let current = handler;
  const calls: FakeCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      current(call, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    handle(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
