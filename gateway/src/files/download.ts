/**
 * GET /files/:ticket — for the session that made the ticket only (its bearer token in `Authorization`, tickets.ts),
 * streams the upstream file named in the ticket with that token, or sends the file a
 * gateway renderer builds (rendered.ts), as an attachment. Expired links answer 410, forged or damaged ones 403, both
 * with a plain message; a refusal answers its status (403 FORBIDDEN, 401 ...) with the error's message. A link made in
 * another company than the one the request names (host or X-Company) is not valid there (403).
 */
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import { logger } from '../ops/logger';
import { companyOf } from '../ops/company';
import { RestClient } from '../rest/client';
import { tokenFromHeader } from '../context';
import type { RevokedSessions } from '../state/sessions';
import { tokenKey } from '../state/store';
import type { SharedState } from '../state/shared';
import { renderTicket } from './rendered';
import { openTicket, type TicketPayload } from './tickets';

export const EXPIRED_LINK_MESSAGE = 'This download link has expired, please request a new one';
export const INVALID_LINK_MESSAGE = 'This download link is not valid';
export const NOT_YOURS_MESSAGE = 'This download link works only for the signed-in session that requested it';

/** RFC 6266 header: ASCII fallback plus the UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** HTTP status of a gateway error code that has no upstream status (a renderer's own refusal). */
const CODE_STATUS: Partial<Record<string, number>> = {
  [ErrorCode.BAD_REQUEST]: 400,
  [ErrorCode.UNAUTHENTICATED]: 401,
  [ErrorCode.FORBIDDEN]: 403,
  [ErrorCode.NOT_FOUND]: 404,
  [ErrorCode.BAD_USER_INPUT]: 422,
};

/** A rendered file (rendered.ts), built with the ticket's token. */
async function sendRendered(
  req: Request,
  res: Response,
  payload: TicketPayload,
  token: string,
  options: { upstreamUrl: string; state?: SharedState },
): Promise<void> {
  const file = await renderTicket(req, payload, token, options);
  res.status(200);
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Length', String(file.bytes.byteLength));
  res.setHeader('Content-Disposition', contentDisposition(payload.filename));
  res.setHeader('Cache-Control', 'private, no-store');
  res.end(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}

/**
 * `sessions`: a signed-out session's links die with it on every replica.
 * `state`: the user cache rendered files look the caller up in (default: this process's).
 */
export function fileDownloadHandler(upstreamUrl: string, sessions?: RevokedSessions, state?: SharedState) {
  return async (req: Request, res: Response): Promise<void> => {
    const opened = openTicket(String(req.params.ticket ?? ''));
    if (!opened.ok) {
      res
        .status(opened.reason === 'expired' ? 410 : 403)
        .type('text/plain')
        .send(opened.reason === 'expired' ? EXPIRED_LINK_MESSAGE : INVALID_LINK_MESSAGE);
      return;
    }
    const { path, holder, filename } = opened.payload;
    const company = companyOf(req);
    if ((opened.payload.company ?? null) !== company) {
      res.status(403).type('text/plain').send(INVALID_LINK_MESSAGE);
      return;
    }
    const token = tokenFromHeader(req.headers.authorization);
    if (!token || tokenKey(token) !== holder) {
      res
        .status(token ? 403 : 401)
        .type('text/plain')
        .send(NOT_YOURS_MESSAGE);
      return;
    }
    if (sessions && (await sessions.isRevoked(token))) {
      res.status(403).type('text/plain').send(INVALID_LINK_MESSAGE);
      return;
    }
    const rest = new RestClient({ baseUrl: upstreamUrl, token, company });
    try {
      if (opened.payload.render) return await sendRendered(req, res, opened.payload, token, { upstreamUrl, state });
      const file = await rest.stream(path);
      res.status(200);
      res.setHeader('Content-Type', file.headers['content-type'] ?? 'application/octet-stream');
      if (file.headers['content-length']) res.setHeader('Content-Length', file.headers['content-length']);
      res.setHeader('Content-Disposition', contentDisposition(filename));
      res.setHeader('Cache-Control', 'private, no-store');
      file.stream.on('error', () => res.destroy());
      file.stream.pipe(res);
    } catch (error) {
      const graphql = error instanceof GraphQLError ? error : null;
      if (!graphql) logger.error({ err: error, path }, 'download failed');
      const status = Number(graphql?.extensions?.status) || CODE_STATUS[String(graphql?.extensions?.code)] || 502;
      const message = graphql ? graphql.message : 'The file could not be downloaded';
      res.status(status).type('text/plain').send(message);
    }
  };
}
