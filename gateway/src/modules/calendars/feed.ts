/**
 * GET /calendar-feeds/:token.ics — a calendar's iCalendar feed for calendar apps, with no sign-in: the token is the
 * credential. The gateway passes it to the upstream (GET /calendar_feeds/{token}, which checks the subscriber's access
 * again at each fetch) in the company the request names (host or X-Company); anything but a feed answers 404.
 */
import type { Request, Response } from 'express';
import { companyOf } from '../../ops/company';
import { logger } from '../../ops/logger';

const TIMEOUT_MS = 15_000;
const NOT_FOUND = 'Calendar feed not found';

export function calendarFeedHandler(upstreamUrl: string) {
  return async (req: Request, res: Response): Promise<void> => {
    const token = String(req.params.token ?? '');
    if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) {
      res.status(404).type('text/plain').send(NOT_FOUND);
      return;
    }
    const company = companyOf(req);
    try {
      const answer = await fetch(`${upstreamUrl}/calendar_feeds/${token}`, {
        headers: company ? { 'X-Company': company } : {},
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) {
        res
          .status(answer.status >= 500 ? 502 : 404)
          .type('text/plain')
          .send(answer.status >= 500 ? 'Calendar feed unavailable' : NOT_FOUND);
        return;
      }
      res.status(200);
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Cache-Control', 'private, max-age=300');
      res.send(await answer.text());
    } catch (error) {
      logger.warn({ err: error }, 'calendar feed failed');
      res.status(502).type('text/plain').send('Calendar feed unavailable');
    }
  };
}
