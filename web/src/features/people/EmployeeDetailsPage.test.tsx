import { describe, it, expect, afterEach } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut } from '../../test/render';

afterEach(() => signOut());

describe('EmployeeDetailsPage', () => {
  it('sends a SPEC path not built yet (/employees/salaries) to /main instead of "Employee not found"', async () => {
    const user = makeUser({ routes: ['SIGNED_IN'] });
    signIn(user);
    const { location, client } = renderApp('/main/employees/salaries', { user });
    await waitFor(() => expect(location()).toBe('/main/home'));
    expect(client.calls.map((c) => c.operationName)).not.toContain('EmployeeDetail');
  });
});
