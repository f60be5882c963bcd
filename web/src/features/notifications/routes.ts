/** The notification settings page under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'notificationSettings',
    access: 'SIGNED_IN',
    account: { label: 'Notification settings', capability: 'notificationPreferences', order: 105 },
    title: 'Notification settings',
    lazy: () => import('./NotificationSettingsPage'),
  },
] as const satisfies readonly AppRoute[];
