/**
 * THE employee picker (./EmployeeSelect) as a list filter: antd's Select loads after the first paint, like the kit's
 * filters (shared/filters), in an empty box of the filter's width meanwhile. Give it a fixed `style.width`.
 */
import { boxOfStyleWidth, deferred } from '../../shared/deferred';

export const EmployeeFilter = deferred(() => import('./EmployeeSelect').then((m) => ({ default: m.EmployeeSelect })), boxOfStyleWidth());
