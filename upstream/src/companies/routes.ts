/**
 * Companies (an extension: SPEC §1 names "company registration with a subdomain", §7 gives it no call).
 *   POST /companies (public) { company_name, industry, employee_count_range, subdomain, email, first_name, last_name }
 *        as JSON, or a multipart form with an optional `logo` (PNG or JPEG, the upload limit)
 *     -> 201 { message, company, url, email, mail_kept, set_password_url }: the company on its subdomain, its
 *        starting records and its admin, who gets an e-mail with a link to set their password (register.ts).
 *     422 naming every bad field: SPEC §5 messages; the industry and size from @hr/rules' lists; the subdomain's
 *        characters and reserved names (@hr/rules), and "Domain is already taken" (SPEC §8) in any letter case.
 *     429 "Too many registrations from this address. Please try again in N minutes." (throttle.ts)
 * Decisions: the subdomain is stored lower-cased (a host name has no case); a taken subdomain is a field error of
 * the form (422, with the other fields' problems), not a 409, so the form shows it where it is typed. Without an
 * SMTP server the answer carries the link itself (docs/decisions/0172-company-registration.md).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { DOMAIN_TAKEN, normalSubdomain, subdomainProblem } from '@hr/rules';
import { validationError, type FieldError } from '../http/errors';
import { readMultipart, type UploadedFile } from '../http/multipart';
import { checkBody, checkFields, sortByField, type Checked } from '../http/schema';
import { sniffDocument } from '../http/sniff';
import { sendDueMail } from '../mail/mailer';
import { withCompany } from './context';
import { registerCompany, type Registration } from './register';
import { RegisterCompanyInput } from './schemas';
import { subdomainTaken } from './store';
import { countRegistrationAttempt, TooManyRegistrations } from './throttle';

export const REGISTERED = 'Company registered. Check your email to set your password';
export const LOGO_KINDS = 'The logo must be a PNG or JPEG file';

/** The form: JSON, or multipart with the logo. */
async function readForm(request: FastifyRequest): Promise<{ checked: Checked<Registration>; logo: UploadedFile | null }> {
  if (!request.isMultipart()) return { checked: checkBody(request, RegisterCompanyInput), logo: null };
  const form = await readMultipart(request);
  return { checked: checkFields(RegisterCompanyInput, form.fields), logo: form.files.logo ?? null };
}

/** A logo is an image: PNG or JPEG by its bytes and name (the kit's sniffer); stored with the detected type. */
function checkedLogo(logo: UploadedFile): UploadedFile | FieldError {
  const kind = logo.data.length ? sniffDocument(logo.data) : null;
  if (kind === 'png' && /\.png$/i.test(logo.filename)) return { ...logo, mimetype: 'image/png' };
  if (kind === 'jpeg' && /\.jpe?g$/i.test(logo.filename)) return { ...logo, mimetype: 'image/jpeg' };
  return { field: 'logo', message: LOGO_KINDS };
}

export const companiesRoutes: FastifyPluginAsync = async (app) => {
  app.post('/companies', async (request, reply) => {
    const { checked, logo } = await readForm(request);
    const errors = [...checked.errors];
    const input = { ...checked.value, subdomain: normalSubdomain(checked.value.subdomain ?? '') };
    const subdomainChecked = !errors.some((e) => e.field === 'subdomain');
    const characters = subdomainChecked ? subdomainProblem(input.subdomain) : null;
    if (characters) errors.push({ field: 'subdomain', message: characters });
    const image = logo && checkedLogo(logo);
    if (image && 'message' in image) errors.push(image);
    if (errors.length) throw validationError(sortByField(RegisterCompanyInput, errors));
    // Counted once the form is whole: a refused subdomain counts (names are what a prober tries).
    try {
      await countRegistrationAttempt(app.db, request.ip, app.today());
    } catch (error) {
      if (error instanceof TooManyRegistrations) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
    const taken = () => validationError([{ field: 'subdomain', message: DOMAIN_TAKEN }]);
    if (await subdomainTaken(app.db, input.subdomain)) throw taken();
    let registered;
    try {
      registered = await registerCompany(app, app.db, input, image && 'data' in image ? image : null);
    } catch (error) {
      // Another registration took the subdomain meanwhile: the unique index (lower(subdomain)) refused this one.
      if ((error as { code?: string }).code === '23505' && (await subdomainTaken(app.db, input.subdomain))) throw taken();
      throw error;
    }
    // The message is the new company's: sent as it (the request itself runs as the company it was addressed to).
    await withCompany(registered.company.id, () => sendDueMail(app));
    const kept = !app.mailTransport.send;
    reply.code(201);
    return {
      message: REGISTERED,
      company: registered.company,
      url: registered.url,
      email: input.email,
      mail_kept: kept,
      set_password_url: kept ? registered.link : null,
    };
  });
};
