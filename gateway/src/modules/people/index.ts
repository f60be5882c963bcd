/** The people domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'people',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { EmployeeResolver } = await import('./resolver');
    const { OrganisationResolver } = await import('./orgResolver');
    const { DepartmentLookup, EmploymentRoleLookup, StatusLookup } = await import('./lookups');
    const { AdjustTeamsResolver } = await import('./adjustResolver');
    const { PersonPickerResolver } = await import('./pickerResolver');
    const { WorkInfoResolver } = await import('./workInfo');
    return [
      EmployeeResolver,
      OrganisationResolver,
      DepartmentLookup,
      EmploymentRoleLookup,
      StatusLookup,
      AdjustTeamsResolver,
      PersonPickerResolver,
      WorkInfoResolver,
    ];
  },
  access: [
    { key: 'employees.add', routes: ['/employees/add'], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    { key: 'holidays.manage', routes: ['/holiday'], allowed: ['ceo', 'hr'], holders: ['ceo', 'headofhr', 'hr'] },
    { key: 'employees.remove', routes: ['/employees/remove'], allowed: ['ceo'], holders: ['ceo'] },
    { key: 'teams.adjust', routes: ['/employees/adjust'], allowed: ['coldHeadOrHr'], holders: ['headofhr', 'hr', 'coldhead', 'acm'] },
    { key: 'access.grant', routes: ['/grantAccess', '/accessTracker'], allowed: ['admin'], holders: ['ceo', 'headofhr'] },
  ],
});
