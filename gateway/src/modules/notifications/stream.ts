/**
 * GET /notifications/stream — the bell's live unread count (decision 0216): server-sent events piped from the
 * upstream's stream of the caller (Bearer token, company of the host), so whichever replica a browser reaches, it
 * hears a change committed through any other (the upstream signals commits through the database, to every process).
 * An upstream without the extension (UPSTREAM_PROFILE=spec) answers 404, and the web keeps polling. Closed when the
 * token expires or its session is signed out (on any replica: revoked sessions are shared); a slow browser only holds
 * back its own upstream stream, whose server sends only the newest count.
 */
import type { Request, Response } from 'express';
import { GraphQLError } from 'graphql';
import { companyOf } from '../../ops/company';
import { logger } from '../../ops/logger';
import { RestClient } from '../../rest/client';
import { tokenFromHeader } from '../../context';
import { secondsUntilExpiry, TOKEN_TTL_FALLBACK_S, type RevokedSessions } from '../../state/sessions';

export const STREAM_PATH = '/notifications/stream';
/** How often a stream looks whether its session was signed out. */
const REVOKED_CHECK_MS = 25_000;

export function notificationStreamHandler(upstreamUrl: string, sessions: RevokedSessions) {
  return async (req: Request, res: Response): Promise<void> => {
    const token = tokenFromHeader(req.headers.authorization);
    if (!token || (await sessions.isRevoked(token))) {
      res.status(401).type('text/plain').send('Unauthorized');
      return;
    }
    const rest = new RestClient({ baseUrl: upstreamUrl, token, company: companyOf(req) });
    try {
      const upstream = await rest.stream(STREAM_PATH, { headers: { Accept: 'text/event-stream' } });
      res.status(200);
      res.setHeader('Content-Type', 'text/event-stream');
      res.setHeader('Cache-Control', 'no-cache, no-store');
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
      const end = () => {
        clearTimeout(expiry);
        clearInterval(revoked);
        upstream.stream.destroy();
        res.end();
      };
      const expiry = setTimeout(end, Math.min(2 ** 31 - 1, (secondsUntilExpiry(token) ?? TOKEN_TTL_FALLBACK_S) * 1000));
      const revoked = setInterval(() => void sessions.isRevoked(token).then((yes) => yes && end(), end), REVOKED_CHECK_MS);
      upstream.stream.on('error', end);
      upstream.stream.on('end', end);
      res.on('close', end);
      upstream.stream.pipe(res);
    } catch (error) {
      const status = error instanceof GraphQLError ? Number(error.extensions?.status) || 502 : 502;
      if (status >= 500) logger.warn({ err: error }, 'notification stream failed');
      res
        .status(status)
        .type('text/plain')
        .send(status === 404 ? 'Not found' : status === 401 ? 'Unauthorized' : 'Notifications stream unavailable');
    }
  };
}
