/**
 * The add-employee form says what is wrong with a number instead of changing it: −5 and 30 target hours,
 * a negative monthly rate and base salary keep what was typed, show the SPEC §5 message and keep submit disabled.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import { button, formInputs, makeUser, renderPage, signOut } from '../../test/render';
import AddEmployeePage from './AddEmployeePage';

afterEach(() => signOut());

/** Validation runs asynchronously and the jsdom run is slow on a busy machine: wait generously. */
const SLOW = { timeout: 15000 };

const { field, type } = formInputs('addEmployee');

describe('AddEmployeePage numbers', () => {
  it('keeps out-of-range numbers, names the rule broken and keeps submit disabled', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'EMPLOYEES_ADD'], menuGroups: ['HOME', 'HEADCOUNT'] });
    renderPage(<AddEmployeePage />, user);

    await type('targetHoursPerDay', '-5');
    expect(await screen.findByText('must be a positive number.', {}, SLOW)).toBeInTheDocument();
    expect(Number(field('targetHoursPerDay').value)).toBe(-5);

    await type('targetHoursPerDay', '30');
    expect(await screen.findByText('Target hours per day must be less than or equal to 24', {}, SLOW)).toBeInTheDocument();
    expect(Number(field('targetHoursPerDay').value)).toBe(30);

    await type('monthlyRate', '-100');
    await type('baseSalary', '-1');
    await waitFor(() => expect(screen.getAllByText('must be a positive number.')).toHaveLength(2), SLOW);
    expect(Number(field('monthlyRate').value)).toBe(-100);
    expect(Number(field('baseSalary').value)).toBe(-1);
    await waitFor(() => expect(button('Add employee')).toBeDisabled(), SLOW);
  }, 90000);
});
