/** Per-request loaders of the leave domain: leave types are few, so they are fetched whole once per request. */
import { wholeList } from '../../kit/loaders';
import type { LeaveType } from './types';

export const leaveTypeById = wholeList<LeaveType>('/leave_types');
