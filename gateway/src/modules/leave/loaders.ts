/** Per-request loaders of the leave domain: leave types are few, so they are fetched whole once per request. */
import { wholeList } from '../../kit/loaders';

export const leaveTypeById = wholeList('/leave_types');
