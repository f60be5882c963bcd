/** Per-request DataLoaders of the leave domain: leave types are few, so they are fetched whole once per request. */
import DataLoader from 'dataloader';
import { defineLoader } from '../../context';
import type { LeaveType } from './types';

export const leaveTypeById = defineLoader((ctx) => {
  let all: Promise<Map<string, LeaveType>> | undefined;
  return new DataLoader<string, LeaveType | null>(async (ids) => {
    all ??= ctx.rest
      .get<{ items: LeaveType[] }>('/leave_types')
      .then((page) => new Map(page.items.map((t) => [String(t.id), t])));
    const found = await all;
    return ids.map((id) => found.get(String(id)) ?? null);
  });
});
