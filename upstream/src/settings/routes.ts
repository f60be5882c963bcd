/**
 * Company settings (extensions: SPEC §3 names the Company's fields and the Theme's saved colours, SPEC §9 puts the
 * company name and copyright in the text catalogue; SPEC §7 has no call for any of them).
 *   GET    /company/settings/branding  (signed in) name, copyright line, colours, logo: what the shell shows everyone
 *   GET    /company/settings           (admin) the same + jira_url, jira_username, jira_token_set,
 *                                      audit_retention_months (null: the audit trail keeps everything; audit/retention.ts)
 *   PUT    /company/settings           (admin) partial update; jira_token is write-only (blank keeps it,
 *                                      clear_jira_token removes it); 422 on a colour that is not #rrggbb or a bad URL
 *   PUT    /company/settings/logo      (admin) multipart `file`, PNG or JPEG by content, at most 512 KB
 *   DELETE /company/settings/logo      (admin)
 *   POST   /company/settings/jira_test (admin) GET <jira_url>/rest/api/3/myself with the stored token: { ok, message }
 *   GET    /company/settings/checklist (admin) the first-run checklist, derived from the data (store.checklist)
 *   PUT    /company/settings/checklist (admin) { dismissed }
 * Decisions: admins are SPEC §6's (CEO or head of HR, the roles that grant access); the copyright line defaults to
 * "© <year> <name>"; the API token is sealed with the company's id (secret.ts) and no answer or log carries it; an
 * unset colour is null (the web keeps its default red).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireRoles } from '../auth/hook';
import { validationError, type FieldError } from '../http/errors';
import { deleteFile, saveFile } from '../http/files';
import { readMultipart } from '../http/multipart';
import { bodyOf, changesOf } from '../http/schema';
import { sniffDocument } from '../http/sniff';
import { companyJira, jiraBase, testJira } from './jira';
import { ChecklistInput, HEX_COLOR, LOGO_MAX_BYTES, SettingsInput } from './schemas';
import { seal, usesDevKey } from './secret';
import { checklist, companyRow, logoUrl, settingsRow, updateCompany, updateSettings, type SettingsChanges } from './store';

export const LOGO_KIND_MESSAGE = 'The logo must be a PNG or JPEG image';
export const LOGO_SIZE_MESSAGE = 'The logo must be at most 512 KB';

export const settingsRoutes: FastifyPluginAsync = async (app) => {
  if (usesDevKey()) app.log.warn('SETTINGS_KEY is not set: stored secrets (the Jira API token) are sealed with the development key (docs/operations.md)');
  const branding = async (request: FastifyRequest) => {
    const company = await companyRow(app.db, request.companyId);
    const settings = await settingsRow(app.db);
    return {
      name: company.name,
      copyright: settings.copyright ?? `© ${app.today().getUTCFullYear()} ${company.name}`,
      primary_color: company.primary_color,
      secondary_color: company.secondary_color,
      logo: await logoUrl(app.db, company.logo_file_id),
      settings,
    };
  };
  const answer = async (request: FastifyRequest) => {
    const { settings, ...rest } = await branding(request);
    return {
      ...rest,
      jira_url: settings.jira_url,
      jira_username: settings.jira_username,
      jira_token_set: settings.jira_token_sealed !== null,
      audit_retention_months: settings.audit_retention_months,
    };
  };
  const currentChecklist = async (request: FastifyRequest) => checklist(app.db, (await companyRow(app.db, request.companyId)).created_at);

  app.get('/company/settings/branding', async (request) => {
    const { settings: _settings, ...rest } = await branding(request);
    return rest;
  });

  app.get('/company/settings', async (request) => {
    requireRoles(request, 'admin');
    return answer(request);
  });

  app.put('/company/settings', async (request) => {
    requireRoles(request, 'admin');
    const input = changesOf(bodyOf(request, SettingsInput));
    const errors: FieldError[] = [];
    for (const field of ['primary_color', 'secondary_color'] as const) {
      const value = input[field];
      if (value && !HEX_COLOR.test(value))
        errors.push({ field, message: `${field === 'primary_color' ? 'Primary' : 'Secondary'} colour must be a colour like #1677ff` });
    }
    if (input.jira_url && !jiraBase(input.jira_url)) errors.push({ field: 'jira_url', message: 'Jira URL must be an http(s) address' });
    if (input.name === null) errors.push({ field: 'name', message: 'Company name is required' });
    if (errors.length > 0) throw validationError(errors);
    const settings: SettingsChanges = {};
    if (input.copyright !== undefined) settings.copyright = input.copyright;
    if (input.jira_url !== undefined) settings.jira_url = input.jira_url;
    if (input.jira_username !== undefined) settings.jira_username = input.jira_username;
    if (input.audit_retention_months !== undefined) settings.audit_retention_months = input.audit_retention_months;
    if (input.jira_token) settings.jira_token_sealed = seal(input.jira_token, request.companyId);
    else if (input.clear_jira_token) settings.jira_token_sealed = null;
    await app.db.transaction(async (tx) => {
      await updateCompany(tx, request.companyId, {
        ...(input.name ? { name: input.name } : {}),
        ...(input.primary_color !== undefined ? { primary_color: input.primary_color?.toLowerCase() ?? null } : {}),
        ...(input.secondary_color !== undefined ? { secondary_color: input.secondary_color?.toLowerCase() ?? null } : {}),
      });
      await updateSettings(tx, settings);
    });
    return answer(request);
  });

  app.put('/company/settings/logo', async (request) => {
    requireRoles(request, 'admin');
    const form = await readMultipart(request);
    const upload = form.files.file;
    if (!upload || upload.data.length === 0) throw validationError([{ field: 'file', message: 'File is required' }]);
    const kind = sniffDocument(upload.data);
    if (kind !== 'png' && kind !== 'jpeg') throw validationError([{ field: 'file', message: LOGO_KIND_MESSAGE }]);
    if (upload.data.length > LOGO_MAX_BYTES) throw validationError([{ field: 'file', message: LOGO_SIZE_MESSAGE }]);
    const previous = (await companyRow(app.db, request.companyId)).logo_file_id;
    await app.db.transaction(async (tx) => {
      const id = await saveFile(tx, { ...upload, mimetype: kind === 'png' ? 'image/png' : 'image/jpeg' });
      await updateCompany(tx, request.companyId, { logo_file_id: id });
      if (previous !== null) await deleteFile(tx, previous);
    });
    return answer(request);
  });

  app.delete('/company/settings/logo', async (request) => {
    requireRoles(request, 'admin');
    const previous = (await companyRow(app.db, request.companyId)).logo_file_id;
    if (previous !== null) {
      await app.db.transaction(async (tx) => {
        await updateCompany(tx, request.companyId, { logo_file_id: null });
        await deleteFile(tx, previous);
      });
    }
    return answer(request);
  });

  app.post('/company/settings/jira_test', async (request) => {
    requireRoles(request, 'admin');
    const connection = await companyJira(app.db, request.companyId);
    return 'missing' in connection ? { ok: false, message: connection.missing } : testJira(connection);
  });

  app.get('/company/settings/checklist', async (request) => {
    requireRoles(request, 'admin');
    return currentChecklist(request);
  });

  app.put('/company/settings/checklist', async (request) => {
    requireRoles(request, 'admin');
    const { dismissed } = bodyOf(request, ChecklistInput);
    await app.db.transaction((tx) => updateSettings(tx, { checklist_dismissed_at: dismissed ? app.today() : null }));
    return currentChecklist(request);
  });
};
