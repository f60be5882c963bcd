/** The headcount pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { ApartmentOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Headcount" group. */
export const menuGroup = { group: 'HEADCOUNT', label: 'Headcount', icon: ApartmentOutlined, order: 60 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'headcountTracker',
    access: 'HEADCOUNT_MANAGE',
    menu: { group: 'HEADCOUNT', label: 'Headcount Tracker', order: 70 },
    title: 'Headcount tracker',
    lazy: () => import('./HeadcountTrackerPage'),
  },
  {
    path: 'addHeadcountEmployee',
    access: 'HEADCOUNT_MANAGE',
    menu: { group: 'HEADCOUNT', label: 'Add Headcount Employee', order: 80 },
    lazy: () => import('./AddHeadcountEmployeePage'),
  },
  // Editing a record is a page of its own, not the "Add Headcount Employee" entry with an id.
  { path: 'headcountTracker/:id/edit', access: 'HEADCOUNT_MANAGE', title: 'Edit headcount employee', lazy: () => import('./AddHeadcountEmployeePage') },
] as const satisfies readonly AppRoute[];
