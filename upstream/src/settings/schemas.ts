/** Route schemas of settings (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import { Body, Entity, Field, NStr, Nullable, Str, UploadBody, type RouteSchemaTable } from '../http/schema';

const branding = {
  name: Type.String({ description: "The company's name (the text catalogue's company name)" }),
  copyright: Type.String({ description: 'The copyright line of the footer (the text catalogue\'s; "© <year> <name>" until set)' }),
  primary_color: NStr,
  secondary_color: NStr,
  logo: Type.Union([Type.String({ description: 'The logo as a data: URL (PNG or JPEG)' }), Type.Null()]),
};

export const CompanyBranding = Entity('CompanyBranding', branding);

export const CompanySettings = Entity('CompanySettings', {
  ...branding,
  jira_url: NStr,
  jira_username: NStr,
  jira_token_set: Type.Boolean({ description: 'Whether an API token is stored (the token itself is never answered)' }),
  audit_retention_months: Type.Optional(
    Nullable(Type.Integer({ description: 'Months the audit trail keeps an entry (12 to 120); null: for ever. Older entries are deleted daily' })),
  ),
});

export const SetupChecklist = Entity('SetupChecklist', {
  departments: Type.Boolean({ description: 'More departments than the one a new company starts with' }),
  people: Type.Boolean({ description: 'Someone besides the first admin can sign in' }),
  leave_types: Type.Boolean({ description: 'A leave type was added or changed since the company was created (its defaults untouched do not count)' }),
  dismissed: Type.Boolean({ description: 'An admin dismissed the checklist' }),
});

export const JiraTestResult = Entity('JiraTestResult', { ok: Type.Boolean(), message: Str });

/** Colours are #rrggbb (SPEC §9: "colour values are cut to 7 characters"). */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const LOGO_MAX_BYTES = 512 * 1024;
/** An audit trail kept at least a year (a year-end review reads the whole year), at most ten. */
export const AUDIT_RETENTION_MONTHS = { min: 12, max: 120 } as const;

export const SettingsInput = Body(
  {
    name: Field.text('Company name', { max: 100 }),
    copyright: Field.text('Copyright line', { max: 200 }),
    primary_color: Field.text('Primary colour', { max: 7 }),
    secondary_color: Field.text('Secondary colour', { max: 7 }),
    jira_url: Field.text('Jira URL', { max: 500 }),
    jira_username: Field.text('Jira username', { max: 200 }),
    jira_token: Field.password('Jira API token', {
      max: 500,
      description: 'Write-only: stored encrypted, never answered; absent or blank keeps the stored one',
    }),
    clear_jira_token: Field.boolean('Remove the Jira API token'),
    audit_retention_months: Field.integer('Audit trail retention (months)', {
      min: AUDIT_RETENTION_MONTHS.min,
      max: AUDIT_RETENTION_MONTHS.max,
      description: 'Months the audit trail keeps an entry; null: for ever',
    }),
  },
  'company_settings',
  { partial: true },
);

export const ChecklistInput = Body({ dismissed: Field.boolean('Dismissed', { required: true }) }, 'checklist');

export const settingsSchemas: RouteSchemaTable = {
  'GET /company/settings/branding': {
    summary: "The company's name, copyright line, colours and logo (signed in)",
    tags: ['settings'],
    response: { 200: CompanyBranding },
  },
  'GET /company/settings': {
    summary: "The company's settings, the task tracker's connection included (admin; the API token is never answered)",
    tags: ['settings'],
    response: { 200: CompanySettings },
  },
  'PUT /company/settings': {
    summary: "Update the company's settings (admin); absent fields keep their value",
    tags: ['settings'],
    body: SettingsInput,
    response: { 200: CompanySettings },
  },
  'PUT /company/settings/logo': {
    summary: "Replace the company's logo (admin; PNG or JPEG, at most 512 KB)",
    tags: ['settings'],
    body: UploadBody('The logo (multipart field `file`): PNG or JPEG, at most 512 KB'),
    response: { 200: CompanySettings },
  },
  'DELETE /company/settings/logo': {
    summary: "Remove the company's logo (admin)",
    tags: ['settings'],
    response: { 200: CompanySettings },
  },
  'POST /company/settings/jira_test': {
    summary: 'Test the stored Jira connection: GET <jira_url>/rest/api/3/myself (admin)',
    tags: ['settings'],
    response: { 200: JiraTestResult },
  },
  'GET /company/settings/checklist': {
    summary: 'The first-run checklist, each item derived from the data (admin)',
    tags: ['settings'],
    response: { 200: SetupChecklist },
  },
  'PUT /company/settings/checklist': {
    summary: 'Dismiss (or bring back) the first-run checklist (admin)',
    tags: ['settings'],
    body: ChecklistInput,
    response: { 200: SetupChecklist },
  },
};
