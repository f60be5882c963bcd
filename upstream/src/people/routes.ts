/**
 * People and organisation: employees, teams, departments, employment roles, statuses, holidays, targets, access.
 *
 *   GET    /employees                    paged; filters role (type 0-4 or a title), department_id, team_id, manager_id,
 *                                        status_id, search (name, RES_ID, email, title), ids (1,2,3), active (true|false|all),
 *                                        head_auditing (true: the auditing department); every list also takes fields (http/fields.ts)
 *   GET    /employees/{id}               one employee (any status)
 *   GET    /employees/managers           can_manage employees          GET /employees/agents   role type 0
 *   GET    /employees/managed_employees  everyone below the caller in the reporting chain
 *   GET    /headcount_employees/hr_employees  people of the HR department or with an HR title
 *   POST   /employees                    employee{...} -> 201 (CEO, HR)
 *   PATCH  /employees/{id}               employee{role, role_title?, can_manage?, and the work info (extension fields,
 *                                        workInfo.ts): employee_type?, target_hours_per_day?, department_id?, team_ID?,
 *                                        manager_id?} (CEO, HR), one transaction
 *   DELETE /employees/{id}               fire (CEO only)
 *   POST   /employees/adjust_teams       { employee_ids, team_ID?, manager_id? } (cold-calling head, HR, type 2)
 *   POST   /employees/give_access, GET /employees/access_employees   (admin) — see accessRoutes.ts
 *   GET    /teams; GET/POST /departments, /employment_roles, /statuses; PATCH .../{id}  — see orgRoutes.ts
 *   GET/POST /vacations; GET /targets?month=MM-YYYY                                    — see calendarRoutes.ts
 *
 * Decisions the spec leaves open:
 * - Lists show active employees unless `active=false|all`; with `ids` (batch look-ups) every status is included.
 * - Pay (hourly_rate, monthly_rate, base_salary) is answered to CEO, HR and admin; personal data (national_ID, phone,
 *   emergency contact, date of birth) to CEO and HR; both always to the person themself; otherwise null —
 *   the same rule the gateway applies per field, repeated here so the REST API never leaks it either.
 * - Firing is a soft delete: active=false, status Terminated, last_working_day today, sign-in account removed;
 *   the row and everything linked to it stay. Firing oneself (422) or an inactive employee (409) is refused.
 * - Writes SPEC §6 restricts answer 403 here too: create and role change CEO/HR, fire CEO, adjust teams
 *   cold-head-or-HR (a cold-calling head only moves people of their own department), access admin,
 *   lookups and holidays CEO/HR.
 * - Duplicates (RES_ID, e-mail, lookup names, holiday name+start) answer 409 with the field named.
 * SQL lives in the stores: store.ts (employees, access), lookupStore.ts (teams, lookups), calendarStore.ts (holidays,
 * targets); route schemas in schemas.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accessRoutes } from './accessRoutes';
import { calendarRoutes } from './calendarRoutes';
import { employeeRoutes } from './employeeRoutes';
import { orgRoutes } from './orgRoutes';

export const peopleRoutes: FastifyPluginAsync = async (app) => {
  await employeeRoutes(app, {});
  await accessRoutes(app, {});
  await orgRoutes(app, {});
  await calendarRoutes(app, {});
};
