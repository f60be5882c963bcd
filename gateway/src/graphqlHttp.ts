/**
 * The HTTP side of /graphql (the gateway's CPU per request).
 *
 * `graphqlHandler` is the express handler: it does what @as-integrations/express5's `expressMiddleware` does (Apollo's
 * HTTP request from express's parsed body, its answer written back) without the per-request work a GraphQL answer
 * never uses (express's `res.send`: content negotiation, ETag, freshness; the legacy `url.parse`). It serves what
 * the fast path below leaves to express: GET (the Sandbox landing page, GET operations), multipart uploads, other
 * content types and bodies of unknown length.
 *
 * `graphqlFastPath` answers the busiest request, `POST /graphql` with a JSON body of known length, on the bare Node
 * request: no express (its router, the req/res prototype swap, body-parser with raw-body and iconv), the same
 * headers (request id, security headers) and the same answers, error shapes included.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import { ErrorCode } from './errors';

/** The largest JSON body /graphql takes (express.json's limit on the express path too). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** `?a=1` of `/graphql?a=1`, '' without a query (what Apollo reads: GET operations, the landing page). */
const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

function apolloRequest(req: IncomingMessage, body: unknown): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return { method: req.method!.toUpperCase(), headers, search: searchOf(req.url ?? ''), body };
}

type ContextOf<C> = (req: IncomingMessage) => C | Promise<C>;

/** Apollo's answer to one request, written with one `res.end` (an incremental @defer answer chunk by chunk). */
async function answer<C extends BaseContext>(server: ApolloServer<C>, context: ContextOf<C>, req: IncomingMessage, res: ServerResponse, body: unknown) {
  const result = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest: apolloRequest(req, body), context: async () => context(req) });
  for (const [key, value] of result.headers) res.setHeader(key, value);
  res.statusCode = result.status || 200;
  if (result.body.kind === 'complete') {
    res.end(req.method === 'HEAD' ? undefined : result.body.string);
    return;
  }
  for await (const chunk of result.body.asyncIterator) res.write(chunk);
  res.end();
}

/** The express handler of /graphql (after express.json and, for multipart, the upload middleware). */
export function graphqlHandler<C extends BaseContext>(server: ApolloServer<C>, context: (req: Request, res: Response) => C | Promise<C>): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return (req, res) => answer(server, (r) => context(r as Request, res), req, res, req.body);
}

const JSON_TYPE = /^application\/json\s*(;\s*charset="?utf-8"?\s*)?$/i;

/** What the fast path serves: a POST to /graphql (query string allowed) with a UTF-8 JSON body of known length. */
export function fastPathTakes(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  const url = req.url ?? '';
  if (req.method !== 'POST' || !url.startsWith('/graphql') || (url.length > 8 && url[8] !== '?')) return false;
  const length = Number(req.headers['content-length']);
  return JSON_TYPE.test(req.headers['content-type'] ?? '') && Number.isSafeInteger(length) && length <= JSON_BODY_LIMIT && !req.headers['content-encoding'];
}

/** The request body as one UTF-8 string (its length was checked against the limit before; bench/bareProxy.ts reads with it too). */
export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0].toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A request refused before Apollo runs (body, upload), answered in GraphQL's error shape; both paths use it. */
export function sendRequestError(res: ServerResponse, status: number, message: string, code: ErrorCode = ErrorCode.BAD_REQUEST): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
}

const badRequest = (res: ServerResponse, message: string) => sendRequestError(res, 400, message);

/**
 * The fast path: returns false (touching nothing) for a request it does not serve, which then goes to express;
 * otherwise answers it. `prepare` sets the headers every answer carries (request id, security headers).
 */
export function graphqlFastPath<C extends BaseContext>(
  server: ApolloServer<C>,
  context: ContextOf<C>,
  prepare: (req: IncomingMessage, res: ServerResponse) => void,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  server.assertStarted('graphqlFastPath()');
  return (req, res) => {
    if (!fastPathTakes(req)) return false;
    prepare(req, res);
    readBody(req)
      .then(async (text) => {
        // As express.json (strict) reads it: an empty body is {}, anything but an object or array is refused.
        let body: unknown = {};
        if (text.length > 0) {
          if (!/^[\s]*[[{]/.test(text)) return badRequest(res, 'The request body must be a JSON object or array');
          try {
            body = JSON.parse(text);
          } catch (error) {
            return badRequest(res, (error as Error).message);
          }
        }
        await answer(server, context, req, res, body);
      })
      .catch((error: unknown) => {
        // An aborted upload or an answer that failed to write: nothing more can be sent.
        if (!res.headersSent) badRequest(res, (error as Error)?.message ?? 'Bad request');
        else res.destroy();
      });
    return true;
  };
}
