/** The pay domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'pay',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { PayResolver } = await import('./resolver');
    const { SalariesExportResolver } = await import('./export');
    return [PayResolver, SalariesExportResolver];
  },
  access: [
    { key: 'employees.salaries', routes: ['/employees/salaries'], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    { key: 'employees.bonus', routes: ['/employees/bonus'], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    {
      key: 'employees.kpis',
      routes: ['/employees/kpis'],
      allowed: ['ceo', 'hr', 'head'],
      holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'],
    },
    /** Add and change monthly leads (pay; SPEC names no rule): CEO, HR, heads. The leads page is open to all. */
    { key: 'leads.manage', routes: [], allowed: ['ceo', 'hr', 'head'], holders: ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead'] },
    { key: 'hours.daily', routes: ['/employees/dailyHours', '/employees/workedHours'], allowed: ['teamLeader'], holders: ['teamleader'] },
  ],
});
