/**
 * Relation loaders the headcount uses: the people domain's (employees, departments, roles) and the status lookup's.
 * Departments, roles and statuses are small lists read once per request, whatever the number of rows.
 */
export { departmentById, employeeById, employeeRelation, roleById } from '../people/loaders';
import { StatusLookup } from '../people/lookups';

export const statusById = StatusLookup.byId;
