import { describe, expect, it } from '@jest/globals';
import type { ActionTakenFieldsFragment } from '../../generated/graphql';
import type { WithTypename } from '../../test/render';
import { fakeClient, gqlError, makeUser } from '../../test/render';
import { duplicateWarning, findSameAction, sameAction } from './duplicates';

/** A listed action as the server answers it (the cache matches the fragment by __typename). */
const action = (id: string, employeeId: string, policyId: string, date: string): WithTypename<ActionTakenFieldsFragment> => ({
  __typename: 'ActionTaken',
  id,
  resId: 'RES-0020',
  employeeId,
  employee: { id: employeeId, name: 'Sara Ibrahim' },
  auditorId: '9',
  auditor: { id: '9', name: 'Auditor' },
  approvedById: null,
  approver: null,
  reviewedAt: null,
  reviewer: null,
  actionId: 'ATT-02',
  actionpolicyId: policyId,
  policy: { id: policyId, actionName: 'Absence without notice' },
  date,
  details: null,
  status: 0,
  statusName: 'Pending',
  hrComment: null,
  actionType: 2,
  actionTypeName: 'Days Deduction',
  deduction: 1,
  overrideDeduction: false,
});
const filing = { employeeId: '20', actionpolicyId: '2', date: '2025-03-14' };

describe('the same action filed twice', () => {
  it('matches only the same employee, policy and date', () => {
    expect(sameAction([action('1', '21', '2', '2025-03-14'), action('2', '20', '3', '2025-03-14')], filing)).toBeUndefined();
    expect(sameAction([action('1', '21', '2', '2025-03-14'), action('2', '20', '2', '2025-03-14')], filing)?.id).toBe('2');
  });

  it("asks the server for the employee's actions on that date and finds the same one", async () => {
    const client = fakeClient(makeUser(), {
      ActionsTaken: () => ({ data: { actionsTaken: { count: 2, items: [action('1', '201', '2', '2025-03-14'), action('2', '20', '2', '2025-03-14')] } } }),
    });
    const found = await findSameAction(client, filing, 'RES-0020');
    expect(found).toMatchObject({ statusName: 'Pending' });
    expect(client.calls.find((c) => c.operationName === 'ActionsTaken')?.variables).toMatchObject({
      search: 'RES-0020',
      createdStart: '2025-03-14',
      createdEnd: '2025-03-14',
      limit: -1,
    });
    expect(duplicateWarning('Sara Ibrahim', found!)).toBe('Sara Ibrahim already has this action on this date (Pending). File it again?');
  });

  it('files as before when the look-up fails or there is none', async () => {
    expect(await findSameAction(fakeClient(makeUser(), { ActionsTaken: () => gqlError('boom', 'UPSTREAM_UNAVAILABLE') }), filing, 'RES-0020')).toBeUndefined();
    expect(
      await findSameAction(fakeClient(makeUser(), { ActionsTaken: () => ({ data: { actionsTaken: { count: 0, items: [] } } }) }), filing, 'RES-0020'),
    ).toBeUndefined();
  });
});
