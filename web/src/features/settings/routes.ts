/** The settings pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'companySettings',
    access: 'SETTINGS_MANAGE',
    account: { label: 'Company Settings', capability: 'companySettings', order: 120 },
    title: 'Company settings',
    lazy: () => import('./CompanySettingsPage'),
  },
] as const satisfies readonly AppRoute[];
