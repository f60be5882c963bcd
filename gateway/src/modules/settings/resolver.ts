/**
 * Company settings: the branding everyone's shell shows, the admins' settings page (name, logo, colours, copyright
 * line, Jira connection) and the first-run checklist. All are upstream extensions (settings/, not in SPEC §7): on a
 * SPEC §7-only upstream `companyBranding` answers the product's defaults, `setupChecklist` a dismissed one, and
 * `capabilities.companySettings` is false so the web hides the page. The Jira API token only goes in: no answer
 * carries it (the upstream answers whether one is stored).
 */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Upload, type FileUpload } from '../../common/scalars';
import type { Context } from '../../context';
import { checkedDocument } from '../../files/documentUpload';
import { withExtension } from '../../kit/capabilities';
import { CompanySettingsInput } from './inputs';
import { CompanyBranding, CompanySettings, JiraConnectionTest, SetupChecklist } from './types';

const NEEDS = ' (needs the upstream extension /company/settings; not in SPEC §7)';

/** What a SPEC §7-only upstream's company looks like: the product's name, no colours (the web's default) and no logo. */
export const DEFAULT_BRANDING: CompanyBranding = {
  name: 'HR Workforce',
  copyright: `© ${new Date().getUTCFullYear()} HR Workforce`,
  primaryColor: null,
  secondaryColor: null,
  logo: null,
};

@Resolver()
export class SettingsResolver {
  @Authorized()
  @Query(() => CompanyBranding, {
    description: "The company's name, copyright line, colours and logo (signed in); the product's defaults on a SPEC §7-only upstream",
  })
  companyBranding(@Ctx() ctx: Context): Promise<CompanyBranding> {
    return withExtension(
      ctx,
      'GET /company/settings/branding',
      () => ctx.rest.get('/company/settings/branding'),
      async () => DEFAULT_BRANDING,
    );
  }

  @Authorized('settings.manage')
  @Query(() => CompanySettings, { description: `The company's settings (admins)${NEEDS}` })
  companySettings(@Ctx() ctx: Context): Promise<CompanySettings> {
    return ctx.rest.get('/company/settings');
  }

  @Authorized('settings.manage')
  @Mutation(() => CompanySettings, { description: `Changes the company's settings (admins); BAD_USER_INPUT names a bad colour or URL${NEEDS}` })
  updateCompanySettings(
    @Arg('input', () => CompanySettingsInput, { description: 'The settings to save; a field left out keeps its value' }) input: CompanySettingsInput,
    @Ctx() ctx: Context,
  ): Promise<CompanySettings> {
    return ctx.rest.put('/company/settings', { body: { ...input, jiraToken: input.jiraToken || undefined } });
  }

  @Authorized('settings.manage')
  @Mutation(() => CompanySettings, { description: `Replaces the company's logo: PNG or JPEG, at most 512 KB (admins; multipart request)${NEEDS}` })
  async uploadCompanyLogo(
    @Arg('file', () => Upload, { description: 'The logo (GraphQL multipart request spec)' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ): Promise<CompanySettings> {
    return ctx.rest.put('/company/settings/logo', { multipart: { files: { file: await checkedDocument(file, 'file', 'logo') } } });
  }

  @Authorized('settings.manage')
  @Mutation(() => CompanySettings, { description: `Removes the company's logo (admins)${NEEDS}` })
  removeCompanyLogo(@Ctx() ctx: Context): Promise<CompanySettings> {
    return ctx.rest.delete('/company/settings/logo');
  }

  @Authorized('settings.manage')
  @Mutation(() => JiraConnectionTest, { description: `Tests the stored Jira connection (GET /rest/api/3/myself) (admins)${NEEDS}` })
  testJiraConnection(@Ctx() ctx: Context): Promise<JiraConnectionTest> {
    return ctx.rest.post('/company/settings/jira_test', {});
  }

  @Authorized('settings.manage')
  @Query(() => SetupChecklist, {
    description: 'The first-run checklist of a new company (admins); on a SPEC §7-only upstream, done and dismissed (its one company is set up)',
  })
  setupChecklist(@Ctx() ctx: Context): Promise<SetupChecklist> {
    return withExtension(
      ctx,
      'GET /company/settings/checklist',
      () => ctx.rest.get('/company/settings/checklist'),
      async () => ({ departments: true, people: true, leaveTypes: true, dismissed: true }),
    );
  }

  @Authorized('settings.manage')
  @Mutation(() => SetupChecklist, { description: `Dismisses the first-run checklist (admins)${NEEDS}` })
  dismissSetupChecklist(@Ctx() ctx: Context): Promise<SetupChecklist> {
    return ctx.rest.put('/company/settings/checklist', { body: { dismissed: true } });
  }
}
