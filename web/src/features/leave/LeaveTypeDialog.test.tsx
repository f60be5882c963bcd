/**
 * The leave type dialog checks the upstream's bounds itself (found in a QA walk): a yearly limit past 366 days or a
 * monthly fraction past 31 shows SPEC §5's lessThanOrEqual message and keeps Save disabled, instead of reaching the
 * server and coming back in other words.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };
const user = makeUser({ routes: ['SIGNED_IN', 'LEAVE_TYPES_MANAGE'], menuGroups: ['LEAVE_REQUESTS'] });

let client: ReturnType<typeof renderApp>['client'];
/** A type as a SPEC §7-only upstream answers it: no per-type rules. */
const withoutRules = {
  __typename: 'LeaveType' as const,
  id: '1',
  leaveName: 'Annual',
  yearlyLimit: 21,
  monthlyFraction: 0,
  requiresApproval: null,
  maxConsecutiveDays: null,
  canOverlap: null,
  startDate: null,
  endDate: null,
  unit: null,
  carryOverBalance: null,
  carryOverExpiryMonths: null,
};

async function openAdd(items: (typeof withoutRules)[] = []) {
  signIn(user);
  ({ client } = renderApp('/main/leaveTypes', {
    user,
    answers: { LeaveTypes: () => ({ data: { leaveTypes: { __typename: 'LeaveTypePage' as const, count: items.length, items } } }) },
  }));
  fireEvent.click(await screen.findByRole('button', { name: 'Add leave type' }, SLOW));
  return screen.findByRole('dialog', {}, SLOW);
}

describe('leave type dialog', () => {
  it('refuses a yearly limit past 366 days and a monthly fraction past 31 with the limit named', async () => {
    const dialog = within(await openAdd());
    fireEvent.change(await dialog.findByLabelText('Name', {}, SLOW), { target: { value: 'Study' } });
    fireEvent.change(dialog.getByLabelText('Yearly limit (days)'), { target: { value: '99999999' } });
    expect(await dialog.findByText('Yearly limit must be less than or equal to 366')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled());

    fireEvent.change(dialog.getByLabelText('Yearly limit (days)'), { target: { value: '366' } });
    fireEvent.change(dialog.getByLabelText(/Monthly fraction/), { target: { value: '32' } });
    expect(await dialog.findByText('Monthly fraction must be less than or equal to 31')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Yearly limit must be less than or equal to 366')).not.toBeInTheDocument());
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled());

    fireEvent.change(dialog.getByLabelText(/Monthly fraction/), { target: { value: '31' } });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("sets a type's own rules: approval off, the longest request, the vacation period and the carry-over", async () => {
    const dialog = within(await openAdd());
    fireEvent.change(await dialog.findByLabelText('Name', {}, SLOW), { target: { value: 'Study' } });
    fireEvent.change(dialog.getByLabelText('Yearly limit (days)'), { target: { value: '5' } });
    fireEvent.click(dialog.getByRole('switch', { name: 'Requires approval' }));
    fireEvent.change(dialog.getByLabelText('Max consecutive days'), { target: { value: '0' } });
    expect(await dialog.findByText('Max consecutive days must be greater than or equal to 1')).toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled());
    fireEvent.change(dialog.getByLabelText('Max consecutive days'), { target: { value: '2' } });
    fireEvent.change(dialog.getByLabelText('Carried days expire after (months)'), { target: { value: '13' } });
    expect(await dialog.findByText('Carried days expire after must be less than or equal to 12')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText('Carried days expire after (months)'), { target: { value: '3' } });
    fireEvent.change(dialog.getByLabelText('Carry-over (days)'), { target: { value: '4' } });
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.calls.find((c) => c.operationName === 'CreateLeaveType')?.variables).toEqual({
        input: {
          leaveName: 'Study',
          yearlyLimit: 5,
          monthlyFraction: 0,
          requiresApproval: false,
          maxConsecutiveDays: 2,
          canOverlap: false,
          startDate: null,
          endDate: null,
          unit: 'FULL_DAY',
          carryOverBalance: 4,
          carryOverExpiryMonths: 3,
        },
      }),
    );
  });

  it('offers only the three main fields where the upstream keeps no per-type rules', async () => {
    const dialog = within(await openAdd([withoutRules]));
    fireEvent.change(await dialog.findByLabelText('Name', {}, SLOW), { target: { value: 'Study' } });
    fireEvent.change(dialog.getByLabelText('Yearly limit (days)'), { target: { value: '5' } });
    expect(dialog.queryByRole('switch', { name: 'Requires approval' })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled());
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(client.calls.find((c) => c.operationName === 'CreateLeaveType')?.variables).toEqual({
        input: { leaveName: 'Study', yearlyLimit: 5, monthlyFraction: 0 },
      }),
    );
  });
});
