/**
 * The full profile and self-service (SPEC §3 shared-area User; all extensions beyond SPEC §7):
 *   GET    /employees/{id}/profile           anyone signed in; personal fields (address, phone, emergency contact,
 *                                            national ID) to CEO, HR and the person, the payment account to admins too
 *   PATCH  /employees/{id}/profile           the person: their personal details; HR and the CEO: those and the work
 *                                            info (first/last name, office, project, level). Name = "first last".
 *   PUT    /employees/{id}/avatar            the person or HR: the square picture (cropped and scaled by the browser)
 *   DELETE /employees/{id}/avatar
 *   GET    /profile_change_requests          HR and the CEO: all; anyone else: their own
 *   POST   /profile_change_requests          the person asks HR to change their payment account or national ID
 *   POST   /profile_change_requests/{id}/approve|reject   HR and the CEO; approving applies the value in the same
 *                                            transaction, rejecting changes nothing; who and when are recorded
 * Decisions SPEC leaves open: decision 0204.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, validationError, type FieldError } from '../http/errors';
import { deleteFile, saveFile } from '../http/files';
import { readMultipart } from '../http/multipart';
import { Filters } from '../http/paging';
import { REVIEWED, reviewRoutes } from '../http/review';
import { bodyOf, checkBody } from '../http/schema';
import { sniffDocument } from '../http/sniff';
import { routeId } from '../http/values';
import { mayRead } from './access';
import {
  AVATAR_MAX_BYTES,
  ChangeRequestInput,
  ChangeReviewInput,
  ProfileInput,
  SELF_FIELDS,
  SOCIAL_SITES,
  WORK_FIELDS,
  type ChangeRequestQuery,
  type SocialSite,
} from './schemas';
import * as store from './store';
import type { Static } from '@sinclair/typebox';

export const MESSAGES = {
  employeeNotFound: 'Employee not found',
  notYours: "You don't have permission to access this resource",
  hrOnly: (label: string) => `${label} is changed by HR`,
  timezone: 'Timezone must be an IANA time zone, e.g. Europe/London',
  link: (label: string, site: string) => `${label} must be a ${site} link`,
  avatarKind: 'The picture must be a PNG or JPEG image',
  avatarSize: 'The picture must be at most 512 KB',
  requestNotFound: 'Change request not found',
  notPending: (status: string) => `This change request was already ${status}`,
  ownReview: "You can't review a change request you filed",
};

const isHr = (request: FastifyRequest) => request.roles.hr || request.roles.ceo;

/** The profile whose id is in the path, 404 when no such person in this company. */
async function profileOf(request: FastifyRequest<{ Params: { id: string } }>): Promise<store.ProfileRow> {
  const row = await store.findProfile(request.server.db, routeId(request.params.id, MESSAGES.employeeNotFound));
  if (!row) throw new HttpError(404, MESSAGES.employeeNotFound);
  return row;
}

/** Writes are the person's own or HR's. */
function requireSelfOrHr(request: FastifyRequest, employeeId: number): void {
  if (employeeId !== request.user.id && !isHr(request)) throw new HttpError(403, MESSAGES.notYours);
}

/** The answer, with what this caller may not read nulled (auth/fieldRules.ts: same rule as every employee answer). */
async function answer(request: FastifyRequest, row: store.ProfileRow) {
  const viewer = { id: request.user.id, roles: request.roles };
  const personal = mayRead(viewer, row.employee_id, 'personal');
  return {
    employee_id: row.employee_id,
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    bio: row.bio,
    timezone: row.timezone,
    office: row.office,
    project: row.project,
    level: row.level,
    social_links: { facebook: row.facebook, twitter: row.twitter, linkedin: row.linkedin, github: row.github },
    avatar: await store.avatarUrl(request.server.db, row.avatar_file_id),
    address: personal ? row.address : null,
    phone: personal ? row.phone : null,
    emergency_contact_name: personal ? row.emergency_contact_name : null,
    emergency_contact_number: personal ? row.emergency_contact_number : null,
    national_ID: personal ? row.national_ID : null,
    payment_account: mayRead(viewer, row.employee_id, 'pay') ? row.payment_account : null,
  };
}

/** An IANA zone as the runtime names it (so `europe/london` is stored `Europe/London`), or null when unknown. */
export function ianaZone(raw: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: raw }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `raw` is an http(s) link on `site` (its own host names, any subdomain such as www.). */
export function isSiteLink(raw: string, site: SocialSite): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (url.protocol === 'https:' || url.protocol === 'http:') && SOCIAL_SITES[site].some((h) => host === h || host.endsWith(`.${h}`));
}

const LABELS: Record<(typeof WORK_FIELDS)[number] | SocialSite, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  office: 'Office',
  project: 'Project',
  level: 'Level',
  facebook: 'Facebook',
  twitter: 'Twitter',
  linkedin: 'LinkedIn',
  github: 'GitHub',
};

/** The body as table changes, every refusal in one 422 (nothing is written unless all of it is right). */
function changesOf(request: FastifyRequest, row: store.ProfileRow): store.ProfileChanges {
  const { value, errors } = checkBody(request, ProfileInput);
  const fail = (field: string, message: string) => errors.push({ field, message } satisfies FieldError);
  const changes: store.ProfileChanges = { employee: {}, profile: {} };
  const hr = isHr(request);
  for (const field of WORK_FIELDS) {
    if (value[field] === undefined) continue;
    if (!hr) fail(field, MESSAGES.hrOnly(LABELS[field]));
    else changes.profile[field] = value[field] ?? null;
  }
  for (const field of SELF_FIELDS) {
    const v = value[field];
    if (v === undefined) continue;
    if (field === 'phone' || field === 'emergency_contact_name' || field === 'emergency_contact_number') changes.employee[field] = v ?? null;
    else if (field === 'timezone') {
      const zone = v === null ? null : ianaZone(v);
      if (v !== null && !zone) fail(field, MESSAGES.timezone);
      changes.profile.timezone = zone;
    } else if (field in SOCIAL_SITES) {
      const site = field as SocialSite;
      if (v !== null && !isSiteLink(v, site)) fail(field, MESSAGES.link(LABELS[site], SOCIAL_SITES[site][0]));
      changes.profile[field] = v ?? null;
    } else changes.profile[field] = v ?? null;
  }
  if (errors.length) throw validationError(errors);
  if ('first_name' in changes.profile || 'last_name' in changes.profile) {
    const first = changes.profile.first_name !== undefined ? changes.profile.first_name : row.first_name;
    const last = changes.profile.last_name !== undefined ? changes.profile.last_name : row.last_name;
    // SPEC §7's `name` stays the join of the two, so every list and sheet keeps reading one name.
    const joined = [first, last].filter(Boolean).join(' ');
    if (joined) changes.employee.name = joined;
  }
  return changes;
}

type ListQuery = { Querystring: Static<typeof ChangeRequestQuery> };

export const profileRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get<{ Params: { id: string } }>('/employees/:id/profile', async (request) => answer(request, await profileOf(request)));

  app.patch<{ Params: { id: string } }>('/employees/:id/profile', async (request) => {
    const row = await profileOf(request);
    requireSelfOrHr(request, row.employee_id);
    const changes = changesOf(request, row);
    await db.transaction((tx) => store.saveProfile(tx, row.employee_id, changes));
    return answer(request, await profileOf(request));
  });

  app.put<{ Params: { id: string } }>('/employees/:id/avatar', async (request) => {
    const row = await profileOf(request);
    requireSelfOrHr(request, row.employee_id);
    const form = await readMultipart(request);
    const upload = form.files.file;
    if (!upload || upload.data.length === 0) throw validationError([{ field: 'file', message: 'File is required' }]);
    const kind = sniffDocument(upload.data);
    if (kind !== 'png' && kind !== 'jpeg') throw validationError([{ field: 'file', message: MESSAGES.avatarKind }]);
    if (upload.data.length > AVATAR_MAX_BYTES) throw validationError([{ field: 'file', message: MESSAGES.avatarSize }]);
    await db.transaction(async (tx) => {
      const id = await saveFile(tx, { ...upload, mimetype: kind === 'png' ? 'image/png' : 'image/jpeg' });
      await store.saveProfile(tx, row.employee_id, { employee: {}, profile: { avatar_file_id: id } });
      if (row.avatar_file_id !== null) await deleteFile(tx, row.avatar_file_id);
    });
    return answer(request, await profileOf(request));
  });

  app.delete<{ Params: { id: string } }>('/employees/:id/avatar', async (request) => {
    const row = await profileOf(request);
    requireSelfOrHr(request, row.employee_id);
    const previous = row.avatar_file_id;
    if (previous !== null) {
      await db.transaction(async (tx) => {
        await store.saveProfile(tx, row.employee_id, { employee: {}, profile: { avatar_file_id: null } });
        await deleteFile(tx, previous);
      });
    }
    return answer(request, await profileOf(request));
  });

  app.get<ListQuery>('/profile_change_requests', async (request) => {
    const f = new Filters();
    const q = request.query;
    // Anyone but HR and the CEO sees only their own requests (the values asked for are personal or pay data).
    if (!isHr(request)) f.add(`r.employee_id = ${f.param(request.user.id)}`);
    if (q.employee_id !== undefined) f.add(`r.employee_id = ${f.param(q.employee_id)}`);
    if (q.status !== undefined) f.add(`r.status = ${f.param(q.status)}`);
    return store.listChangeRequests(db, q, f);
  });

  app.post('/profile_change_requests', async (request, reply) => {
    const body = bodyOf(request, ChangeRequestInput);
    const id = await store.insertChangeRequest(db, request.user.id, body.field, body.new_value, body.reason ?? null);
    reply.code(201);
    return store.findChangeRequest(db, id);
  });

  reviewRoutes(app, {
    path: (move) => `/profile_change_requests/:id/${move}`,
    moves: ['approve', 'reject'],
    async load(request) {
      if (!isHr(request)) throw new HttpError(403, MESSAGES.notYours);
      const row = await store.findChangeRequest(db, routeId(request.params.id, MESSAGES.requestNotFound));
      if (!row) throw new HttpError(404, MESSAGES.requestNotFound);
      return row;
    },
    own: { is: (row, request) => row.employee_id === request.user.id, message: MESSAGES.ownReview },
    refuse(row) {
      if (row.status !== 'pending') throw new HttpError(409, MESSAGES.notPending(row.status));
    },
    comment: { read: (request) => bodyOf(request, ChangeReviewInput).hr_comment },
    async update(tx, row, move, comment, request) {
      if (!(await store.reviewChangeRequest(tx, row.id, REVIEWED[move], request.user.id, comment))) return false;
      if (move === 'approve') await store.applyChange(tx, row);
      return true;
    },
    async lost(tx, row) {
      const now = await store.findChangeRequest(tx, row.id);
      if (!now) throw new HttpError(404, MESSAGES.requestNotFound);
      throw new HttpError(409, MESSAGES.notPending(now.status));
    },
    answer: async (_request, row) => store.findChangeRequest(db, row.id),
  });
};
