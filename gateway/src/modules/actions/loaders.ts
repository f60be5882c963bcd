/**
 * Per-request loaders of the actions domain: policies by id (one `GET /actionpolicies?ids=` per tick) and the
 * actions of many employees at once (one `GET /action_againsts?employee_id=1,2,3&limit=-1`, scoped by the upstream).
 * A SPEC §7-only upstream ignores `ids`, the comma list and `limit=-1`: the whole (paged) list is read and filtered
 * here, and the process remembers it (kit/capabilities.ts).
 */
import DataLoader from 'dataloader';
import { defineLoader } from '../../context';
import { EXTENSIONS, knownMissing, markMissing } from '../../kit/capabilities';
import { batchById, fetchAll, type RowOf } from '../../kit/loaders';

/** An action as the upstream answers it (the contract's Action, camelCased): what `ActionTaken` reads. */
export type ActionRow = RowOf<'/action_againsts'>;

/** SPEC §9: the action list may take up to 60 s. */
export const LIST_TIMEOUT_MS = 60_000;
/** SPEC §9: update, approve, reject, waive and delete of an action: 15 s. */
export const WRITE_TIMEOUT_MS = 15_000;

export const policyById = batchById('/actionpolicies', 'ids');

export const actionsByEmployee = defineLoader(
  (ctx) =>
    new DataLoader<string, ActionRow[]>(
      async (ids) => {
        const batched = !knownMissing(ctx, EXTENSIONS.actionsByEmployees);
        const query = batched ? { employeeId: ids.join(','), limit: -1 } : {};
        const actions = await fetchAll(ctx, '/action_againsts', (row) => row, { query, timeoutMs: LIST_TIMEOUT_MS });
        const byEmployee = new Map<string, ActionRow[]>(ids.map((id) => [id, []]));
        for (const action of actions) {
          const list = byEmployee.get(String(action.employeeId));
          if (list) list.push(action);
          else if (batched) markMissing(ctx, EXTENSIONS.actionsByEmployees);
        }
        return ids.map((id) => byEmployee.get(id) ?? []);
      },
      { maxBatchSize: 200 },
    ),
);
