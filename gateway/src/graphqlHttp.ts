/**
 * The express handler of /graphql (issue 12: the gateway's CPU per request). It does what @as-integrations/express5's
 * `expressMiddleware` does (Apollo's HTTP request from express's parsed body, its answer written back) without the
 * per-request work a GraphQL answer never uses: express's `res.send` (content negotiation, ETag, freshness check) and
 * the legacy `url.parse` of the whole URL. A complete answer is written with one `res.end`; an incremental one
 * (@defer) is streamed chunk by chunk as before.
 */
import { HeaderMap, type ApolloServer, type BaseContext, type HTTPGraphQLRequest } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';

/** `?a=1` of `/graphql?a=1`, '' without a query (what Apollo reads: GET operations, the landing page). */
const searchOf = (url: string) => {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at);
};

function apolloRequest(req: Request): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return { method: req.method.toUpperCase(), headers, search: searchOf(req.url), body: req.body };
}

/** Apollo's answer to one request; `context` builds the request's context (after Apollo accepted the request). */
export function graphqlHandler<C extends BaseContext>(
  server: ApolloServer<C>,
  context: (req: Request, res: Response) => C | Promise<C>,
): RequestHandler {
  server.assertStarted('graphqlHandler()');
  return async (req, res) => {
    const answer = await server.executeHTTPGraphQLRequest({ httpGraphQLRequest: apolloRequest(req), context: async () => context(req, res) });
    for (const [key, value] of answer.headers) res.setHeader(key, value);
    res.statusCode = answer.status || 200;
    if (answer.body.kind === 'complete') {
      res.end(req.method === 'HEAD' ? undefined : answer.body.string);
      return;
    }
    for await (const chunk of answer.body.asyncIterator) res.write(chunk);
    res.end();
  };
}
