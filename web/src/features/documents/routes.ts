/** The documents pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  { path: 'documents', access: 'DOCUMENTS_VIEW', account: { label: 'Documents', capability: 'teamSpace', order: 90 }, lazy: () => import('./DocumentsPage') },
] as const satisfies readonly AppRoute[];
