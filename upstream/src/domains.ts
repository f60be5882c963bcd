/**
 * THE ordered list of domains: the one central line a new domain adds (docs/adding-a-domain.md). Everything else that
 * spans the domains is read from it: route plugins and schema tables (routes.ts), migrations (migrations.ts), demo
 * seeds (seed.ts), the extension table (http/extensions.ts), due jobs (app.ts) and so the OpenAPI document.
 * The order is the order of routes, of migrations (ids sort the same way) and of seeds: a domain comes after those it
 * builds on. A domain is a folder `src/<name>/` with an index.ts manifest (domain.ts; test/domains.test.ts checks both).
 */
import type { DomainManifest } from './domain';
import { manifest as auth } from './auth';
import { manifest as files } from './files';
import { manifest as people } from './people';
import { manifest as profile } from './profile';
import { manifest as org } from './org';
import { manifest as leave } from './leave';
import { manifest as attendance } from './attendance';
import { manifest as actions } from './actions';
import { manifest as shuffle } from './shuffle';
import { manifest as attrition } from './attrition';
import { manifest as pay } from './pay';
import { manifest as headcount } from './headcount';
import { manifest as home } from './home';
import { manifest as permissions } from './permissions';
import { manifest as goals } from './goals';
import { manifest as kudos } from './kudos';
import { manifest as teams } from './teams';
import { manifest as recruitment } from './recruitment';
import { manifest as helpdesk } from './helpdesk';
import { manifest as documents } from './documents';
import { manifest as assets } from './assets';
import { manifest as mail } from './mail';
import { manifest as settings } from './settings';
import { manifest as notifications } from './notifications';
import { manifest as worklogs } from './worklogs';
import { manifest as calendars } from './calendars';
import { manifest as audit } from './audit';
import { manifest as companies } from './companies';

export const DOMAINS: readonly DomainManifest[] = [
  auth,
  files,
  people,
  profile,
  org,
  leave,
  attendance,
  actions,
  shuffle,
  attrition,
  pay,
  headcount,
  home,
  permissions,
  goals,
  kudos,
  teams,
  recruitment,
  helpdesk,
  documents,
  assets,
  mail,
  settings,
  notifications,
  worklogs,
  calendars,
  audit, // after every table it audits (its migration puts triggers on them)
  companies,
];
