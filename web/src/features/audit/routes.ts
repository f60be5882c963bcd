/** The audit trail's page under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'auditLog',
    access: 'AUDIT_LOG',
    menu: { group: 'HEADCOUNT', label: 'Audit log', capability: 'auditLog', order: 85 },
    title: 'Audit log',
    lazy: () => import('./AuditLogPage'),
  },
] as const satisfies readonly AppRoute[];
