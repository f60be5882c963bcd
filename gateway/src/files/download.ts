/**
 * GET /files/:ticket — streams the upstream file named in the ticket with the token it carries, as an
 * attachment. Expired links answer 410, forged or damaged ones 403, both with a plain message.
 */
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { RestClient } from '../rest/client';
import type { RevokedSessions } from '../state/sessions';
import { openTicket } from './tickets';

export const EXPIRED_LINK_MESSAGE = 'This download link has expired, please request a new one';
export const INVALID_LINK_MESSAGE = 'This download link is not valid';

/** RFC 6266 header: ASCII fallback plus the UTF-8 name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** `sessions`: links carry the caller's token, so a signed-out session's links die with it on every replica. */
export function fileDownloadHandler(upstreamUrl: string, sessions?: RevokedSessions) {
  return async (req: Request, res: Response): Promise<void> => {
    const opened = openTicket(String(req.params.ticket ?? ''));
    if (!opened.ok) {
      res.status(opened.reason === 'expired' ? 410 : 403).type('text/plain').send(opened.reason === 'expired' ? EXPIRED_LINK_MESSAGE : INVALID_LINK_MESSAGE);
      return;
    }
    const { path, token, filename } = opened.payload;
    if (sessions && (await sessions.isRevoked(token))) {
      res.status(403).type('text/plain').send(INVALID_LINK_MESSAGE);
      return;
    }
    const rest = new RestClient({ baseUrl: upstreamUrl, token });
    try {
      const file = await rest.stream(path);
      res.status(200);
      res.setHeader('Content-Type', file.headers['content-type'] ?? 'application/octet-stream');
      if (file.headers['content-length']) res.setHeader('Content-Length', file.headers['content-length']);
      res.setHeader('Content-Disposition', contentDisposition(filename));
      res.setHeader('Cache-Control', 'private, no-store');
      file.stream.on('error', () => res.destroy());
      file.stream.pipe(res);
    } catch (error) {
      const status = Number((error as GraphQLError).extensions?.status) || 502;
      const message = error instanceof GraphQLError ? error.message : 'The file could not be downloaded';
      res.status(status).type('text/plain').send(message);
    }
  };
}
