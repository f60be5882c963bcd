/**
 * Per-request loaders of the leave domain: leave types are few, so they are fetched whole once per request, and the
 * same for every caller, so from the reference cache (kit/reference.ts).
 */
import { wholeList } from '../../kit/loaders';

export const leaveTypeById = wholeList('/leave_types', undefined, { shared: true });
