/** Route schemas of the profile domain (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import {
  Body,
  Entity,
  Field,
  Id,
  IdParams,
  NInt,
  NStr,
  Page,
  PagingBy,
  Query,
  SortBy,
  Str,
  StringEnum,
  Timestamp,
  UploadBody,
  type RouteSchemaTable,
} from '../http/schema';

/** The sites whose profile links a person may show, each with the host names its links live on. */
export const SOCIAL_SITES = {
  facebook: ['facebook.com', 'fb.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
  github: ['github.com'],
} as const;
export type SocialSite = keyof typeof SOCIAL_SITES;

export const CHANGE_FIELDS = ['payment_account', 'national_id'] as const;
export const CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** Avatars arrive already cropped square and scaled by the browser (decision 0204): a few hundred KB is plenty. */
export const AVATAR_MAX_BYTES = 512 * 1024;

const SocialLinks = Type.Object({ facebook: NStr, twitter: NStr, linkedin: NStr, github: NStr });

export const Profile = Entity('Profile', {
  employee_id: Id,
  name: Str,
  first_name: NStr,
  last_name: NStr,
  bio: NStr,
  timezone: Type.Union([Type.String({ description: 'IANA time zone, e.g. Africa/Cairo' }), Type.Null()]),
  office: NStr,
  project: NStr,
  level: NStr,
  social_links: SocialLinks,
  avatar: Type.Union([Type.String({ description: 'The square picture as a data: URL (PNG or JPEG); null: initials' }), Type.Null()]),
  address: Type.Union([Type.String({ description: 'Personal: CEO, HR and the person only (null to others)' }), Type.Null()]),
  phone: NStr,
  emergency_contact_name: NStr,
  emergency_contact_number: NStr,
  national_ID: NStr,
  payment_account: Type.Union([Type.String({ description: 'Pay: CEO, HR, admins and the person only (null to others)' }), Type.Null()]),
});

/** What a person may change on their own record (and HR on anyone's). */
export const SELF_FIELDS = [
  'phone',
  'emergency_contact_name',
  'emergency_contact_number',
  'address',
  'bio',
  'timezone',
  'facebook',
  'twitter',
  'linkedin',
  'github',
] as const;
/** Work info only HR (and the CEO) change. */
export const WORK_FIELDS = ['first_name', 'last_name', 'office', 'project', 'level'] as const;

export const ProfileInput = Body(
  {
    phone: Field.phone('Phone number'),
    emergency_contact_name: Field.text('Emergency contact name', { max: 100 }),
    emergency_contact_number: Field.phone('Emergency number'),
    address: Field.text('Address', { max: 300 }),
    bio: Field.text('Bio', { max: 1000 }),
    timezone: Field.text('Timezone', { max: 64, description: 'An IANA time zone name' }),
    facebook: Field.text('Facebook', { max: 300, description: 'A facebook.com link' }),
    twitter: Field.text('Twitter', { max: 300, description: 'A twitter.com or x.com link' }),
    linkedin: Field.text('LinkedIn', { max: 300, description: 'A linkedin.com link' }),
    github: Field.text('GitHub', { max: 300, description: 'A github.com link' }),
    first_name: Field.text('First name', { max: 100, description: 'HR only; the employee name becomes "first last"' }),
    last_name: Field.text('Last name', { max: 100, description: 'HR only' }),
    office: Field.text('Office', { max: 100, description: 'HR only' }),
    project: Field.text('Project', { max: 100, description: 'HR only' }),
    level: Field.text('Level', { max: 100, description: 'HR only' }),
  },
  'profile',
  { partial: true },
);

export const ChangeRequest = Entity('ProfileChangeRequest', {
  id: Id,
  employee_id: Id,
  employee_name: Str,
  field: StringEnum(CHANGE_FIELDS),
  new_value: Type.String({ description: 'The value asked for (seen by HR, the CEO and the person only)' }),
  reason: NStr,
  status: StringEnum(CHANGE_STATUSES),
  hr_comment: NStr,
  reviewed_by_id: NInt,
  reviewed_by_name: NStr,
  reviewed_at: Type.Union([Timestamp('When HR decided'), Type.Null()]),
  created_at: Timestamp('When it was asked'),
});

export const ChangeRequestInput = Body(
  {
    field: Field.enum('Field', CHANGE_FIELDS, { required: true }),
    new_value: Field.text('New value', { required: true, max: 200 }),
    reason: Field.text('Reason', { max: 500 }),
  },
  'change_request',
);

export const ChangeReviewInput = Body({ hr_comment: Field.text('HR comment', { max: 500 }) }, 'change_request', { partial: true });

export const ChangeRequestSort = SortBy(['created_at', 'status', 'employee_name', 'id'] as const);
export const ChangeRequestQuery = Query({
  ...PagingBy(ChangeRequestSort),
  status: Type.Optional(StringEnum(CHANGE_STATUSES)),
  employee_id: Type.Optional(Type.Integer({ minimum: 1 })),
});

const ProfileTags = ['profile'];
export const profileSchemas: RouteSchemaTable = {
  'GET /employees/:id/profile': {
    summary: "One person's full profile; personal fields to CEO, HR and the person, pay to admins too",
    tags: ProfileTags,
    params: IdParams,
    response: { 200: Profile },
  },
  'PATCH /employees/:id/profile': {
    summary: 'Change personal details (the person or HR) and work info (HR, CEO); absent fields keep their value',
    tags: ProfileTags,
    params: IdParams,
    body: ProfileInput,
    response: { 200: Profile },
  },
  'PUT /employees/:id/avatar': {
    summary: 'Replace the picture (the person or HR): a square PNG or JPEG, at most 512 KB',
    tags: ProfileTags,
    params: IdParams,
    body: UploadBody('The square picture (multipart field `file`): PNG or JPEG, at most 512 KB'),
    response: { 200: Profile },
  },
  'DELETE /employees/:id/avatar': { summary: 'Remove the picture (initials show)', tags: ProfileTags, params: IdParams, response: { 200: Profile } },
  'GET /profile_change_requests': {
    summary: 'Change requests: all of them to HR and the CEO, their own to anyone else',
    tags: ProfileTags,
    querystring: ChangeRequestQuery,
    response: { 200: Page(ChangeRequest) },
  },
  'POST /profile_change_requests': {
    summary: 'Ask HR to change your payment account or national ID',
    tags: ProfileTags,
    body: ChangeRequestInput,
    response: { 201: ChangeRequest },
  },
  'POST /profile_change_requests/:id/approve': {
    summary: 'Approve (HR, CEO): the value is applied in the same transaction',
    tags: ProfileTags,
    params: IdParams,
    body: ChangeReviewInput,
    response: { 200: ChangeRequest },
  },
  'POST /profile_change_requests/:id/reject': {
    summary: 'Reject (HR, CEO): nothing changes',
    tags: ProfileTags,
    params: IdParams,
    body: ChangeReviewInput,
    response: { 200: ChangeRequest },
  },
};
