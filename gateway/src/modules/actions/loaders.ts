/**
 * Per-request DataLoaders of the actions domain: policies by id (one `GET /actionpolicies?ids=` per tick) and the
 * actions of many employees at once (one `GET /action_againsts?employee_id=1,2,3&limit=-1`, scoped by the upstream).
 */
import DataLoader from 'dataloader';
import { defineLoader } from '../../context';
import type { ActionPolicy, ActionTaken } from './types';

/** SPEC §9: the action list may take up to 60 s. */
export const LIST_TIMEOUT_MS = 60_000;
/** SPEC §9: update, approve, reject, waive and delete of an action: 15 s. */
export const WRITE_TIMEOUT_MS = 15_000;

type Page<T> = { items: T[]; count: number };

export const policyById = defineLoader(
  (ctx) =>
    new DataLoader<string, ActionPolicy | null>(async (ids) => {
      const page = await ctx.rest.get<Page<ActionPolicy>>('/actionpolicies', { query: { ids: ids.join(',') } });
      const found = new Map(page.items.map((p) => [String(p.id), p]));
      return ids.map((id) => found.get(id) ?? null);
    }),
);

export const actionsByEmployee = defineLoader(
  (ctx) =>
    new DataLoader<string, ActionTaken[]>(
      async (ids) => {
        const page = await ctx.rest.get<Page<ActionTaken>>('/action_againsts', {
          query: { employeeId: ids.join(','), limit: -1 },
          timeoutMs: LIST_TIMEOUT_MS,
        });
        const byEmployee = new Map<string, ActionTaken[]>(ids.map((id) => [id, []]));
        for (const action of page.items) byEmployee.get(String(action.employeeId))?.push(action);
        return ids.map((id) => byEmployee.get(id) ?? []);
      },
      { maxBatchSize: 200 },
    ),
);
