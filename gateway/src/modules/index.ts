/**
 * THE list of domains: each folder's manifest (modules/<d>/index.ts), one line each, nothing else. The schema's
 * resolvers and the access table (access/table.ts) are assembled from it; the table keeps this order, so a domain's
 * rules come after those of the domains above it.
 */
import { manifest as auth } from './auth';
import { manifest as capabilities } from './capabilities';
import { manifest as files } from './files';
import { manifest as people } from './people';
import { manifest as attendance } from './attendance';
import { manifest as actions } from './actions';
import { manifest as shuffle } from './shuffle';
import { manifest as attrition } from './attrition';
import { manifest as pay } from './pay';
import { manifest as headcount } from './headcount';
import { manifest as goals } from './goals';
import { manifest as kudos } from './kudos';
import { manifest as teams } from './teams';
import { manifest as recruitment } from './recruitment';
import { manifest as permissions } from './permissions';
import { manifest as helpdesk } from './helpdesk';
import { manifest as documents } from './documents';
import { manifest as assets } from './assets';
import { manifest as leave } from './leave';
import { manifest as home } from './home';
import { manifest as mail } from './mail';
import { manifest as settings } from './settings';
import { manifest as companies } from './companies';

export const manifests = [
  auth,
  capabilities,
  files,
  people,
  attendance,
  actions,
  shuffle,
  attrition,
  pay,
  headcount,
  goals,
  kudos,
  teams,
  recruitment,
  permissions,
  helpdesk,
  documents,
  assets,
  leave,
  home,
  mail,
  settings,
  companies,
] as const;
