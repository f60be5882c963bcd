/** The pay pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import type { AppRoute } from '../../app/routeTypes';

export const routes = [
  {
    path: 'employees/salaries',
    access: 'EMPLOYEES_SALARIES',
    menu: { group: 'HEADCOUNT', label: 'Salaries', order: 40 },
    title: 'Salaries',
    lazy: () => import('./SalariesPage'),
  },
  {
    path: 'employees/bonus',
    access: 'EMPLOYEES_BONUS',
    menu: { group: 'HEADCOUNT', label: 'Bonus', order: 50 },
    title: 'Bonus',
    lazy: () => import('./BonusPage'),
  },
  { path: 'employees/kpis', access: 'EMPLOYEES_KPIS', menu: { group: 'HEADCOUNT', label: 'KPIs', order: 60 }, title: 'KPIs', lazy: () => import('./KpisPage') },
  { path: 'employees/leads', access: 'SIGNED_IN', menu: { group: 'ATTENDANCE', label: 'Leads', order: 30 }, lazy: () => import('./LeadsPage') },
  {
    path: 'employees/dailyHours',
    access: 'HOURS_DAILY',
    menu: { group: 'ATTENDANCE', label: 'Log daily hours', order: 40 },
    title: 'Log daily hours',
    lazy: () => import('./DailyHoursPage'),
  },
  {
    path: 'employees/workedHours',
    access: 'HOURS_DAILY',
    menu: { group: 'ATTENDANCE', label: 'View worked hours', order: 50 },
    title: 'Worked hours',
    lazy: () => import('./WorkedHoursPage'),
  },
] as const satisfies readonly AppRoute[];
