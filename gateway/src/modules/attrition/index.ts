/** The attrition domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'attrition',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { AttritionTypeResolver, AttritionResolver } = await import('./resolver');
    return [AttritionTypeResolver, AttritionResolver];
  },
  access: [
    {
      key: 'attritions.team',
      routes: ['/manager-attritions'],
      allowed: ['manager'],
      holders: ['ceo', 'headofhr', 'head', 'headauditing', 'coldhead', 'acm', 'teamleader'],
    },
    /** Record attritions, the tracker, exit interviews and attrition types: CEO and HR. */
    {
      key: 'attritions.manage',
      routes: ['/add-attrition', '/attrition-tracker', '/attritions/:id/exit-interview', '/attrition-types'],
      allowed: ['ceo', 'hr'],
      holders: ['ceo', 'headofhr', 'hr'],
    },
  ],
});
