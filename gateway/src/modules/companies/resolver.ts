/**
 * Company registration: public (no token), an upstream extension (POST /companies; SPEC §7 serves one company).
 * `companyRegistration` tells the web whether to offer it; on a SPEC §7-only backend it is false and
 * `registerCompany` refuses. The caller's address goes to the upstream (X-Forwarded-For), which limits
 * registrations per address (429 -> TOO_MANY_ATTEMPTS with its message).
 */
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { Upload, type FileUpload } from '../../common/scalars';
import { EXTENSIONS, probeExtension } from '../../kit/capabilities';
import { RegisterCompanyInput } from './inputs';
import { RegisteredCompany } from './types';

export const REGISTRATION_UNAVAILABLE = 'Company registration is not available on this server';

/** Whether the upstream registers companies: an empty form is refused (422) where it does, 404 where it does not. */
export const registrationOffered = (ctx: Context) =>
  probeExtension(ctx, EXTENSIONS.companyRegistration, () => ctx.rest.post('/companies', { body: {}, readOnly: true, timeoutMs: 5000 }).then(() => true));

@Resolver(() => RegisteredCompany)
export class CompaniesResolver {
  @Query(() => Boolean, { description: 'Whether companies may register here (no token needed; false on a SPEC §7-only backend)' })
  companyRegistration(@Ctx() ctx: Context): Promise<boolean> {
    return registrationOffered(ctx);
  }

  @Mutation(() => RegisteredCompany, {
    description:
      'Registers a company on its subdomain with its first admin, who is e-mailed a link to set their password. No token needed. ' +
      'BAD_USER_INPUT with fieldErrors (SPEC §5 messages, "Domain is already taken"); TOO_MANY_ATTEMPTS past the per-address limit; ' +
      'NOT_FOUND "Company registration is not available on this server" without the upstream extension POST /companies',
  })
  async registerCompany(
    @Arg('input', () => RegisterCompanyInput, { description: 'The company and its first admin' }) input: RegisterCompanyInput,
    @Arg('logo', () => Upload, { nullable: true, description: 'The company logo, PNG or JPEG (GraphQL multipart request)' }) logo: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<RegisteredCompany> {
    if (!(await registrationOffered(ctx))) throw gatewayError(ErrorCode.NOT_FOUND, REGISTRATION_UNAVAILABLE);
    const headers = ctx.clientAddress ? { 'X-Forwarded-For': ctx.clientAddress } : undefined;
    const answer = await ctx.rest.post('/companies', { multipart: { fields: { ...input }, files: { logo } }, headers });
    return { ...answer, company: { ...answer.company, id: String(answer.company.id) } };
  }
}
