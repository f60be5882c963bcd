/** The calendars domain's manifest (domain.ts): calendars of the company, a team or a person, and their ICS feeds. */
import type { DomainManifest } from '../domain';
import { operations } from '../http/extensionRules';
import { migrations } from './migrations';
import { calendarsRoutes } from './routes';
import { calendarsSchemas } from './schemas';
import { seedCalendars } from './seed';

export const manifest: DomainManifest = {
  name: 'calendars',
  routes: calendarsRoutes,
  schemas: calendarsSchemas,
  migrations,
  seed: seedCalendars,
  extensions: {
    operations: operations(
      'Calendars: SPEC §3 names the Calendar (name, color, isPrivate, createdBy; events of kind leave, birthday, work anniversary) but SPEC §7 gives it no call; the ICS feed is what calendar apps subscribe to.',
      [
        'GET /calendars',
        'POST /calendars',
        'PATCH /calendars/:id',
        'DELETE /calendars/:id',
        'GET /calendars/:id/events',
        'POST /calendars/:id/feed',
        'GET /calendar_feeds/:token',
      ],
    ),
  },
};
