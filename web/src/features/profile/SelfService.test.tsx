import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, gqlError, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
import type { ProfileDetailsFragment } from './profile.generated';

afterEach(() => signOut());

const LINKS = { __typename: 'SocialLinks', facebook: null, twitter: null, linkedin: null, github: null } as const;
const profileOf = (over: Partial<ProfileDetailsFragment> = {}) => ({
  __typename: 'Profile' as const,
  employeeId: '1',
  name: 'Dana Scully',
  firstName: null,
  lastName: null,
  bio: 'Field agent',
  timezone: 'America/New_York',
  office: null,
  project: null,
  level: null,
  avatar: null,
  address: '1 Main Street',
  phone: null,
  emergencyContactName: null,
  emergencyContactNumber: null,
  nationalId: null,
  paymentAccount: 'dana@payoneer.example',
  socialLinks: LINKS,
  ...over,
});
const withProfile: Answers = { Profile: () => ({ data: { profile: profileOf() } }) };

describe('my profile self-service', () => {
  it('shows the full profile and says "Invalid Phone Number" beside a bad phone', async () => {
    const user = makeUser({}, { id: '1', name: 'Dana Scully' });
    signIn(user);
    renderApp('/main/myProfile', { user, answers: withProfile });
    expect(await screen.findByText('dana@payoneer.example')).toBeInTheDocument();
    expect(screen.getByText('Field agent')).toBeInTheDocument();
    const phone = await screen.findByLabelText('Phone number');
    fireEvent.change(phone, { target: { value: '12ab' } });
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
  });

  it("places the server's link message on its field", async () => {
    const user = makeUser({}, { id: '1', name: 'Dana Scully' });
    signIn(user);
    const message = 'Facebook must be a facebook.com link';
    const { client } = renderApp('/main/myProfile', {
      user,
      answers: { ...withProfile, UpdateProfile: () => gqlError(message, 'BAD_USER_INPUT', [{ field: 'facebook', message }]) },
    });
    // The form's pickers are in once the time zone's combobox is.
    await screen.findByRole('combobox', { name: 'Time zone' });
    fireEvent.change(screen.getByLabelText('Facebook'), { target: { value: 'https://github.com/dana' } });
    const save = button('Save details');
    // The change is validated again first (the button is briefly disabled meanwhile): click until the save goes out.
    await waitFor(() => {
      if (!save.disabled) fireEvent.click(save);
      expect(client.calls.map((c) => c.operationName)).toContain('UpdateProfile');
    });
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(client.calls.find((c) => c.operationName === 'UpdateProfile')?.variables).toMatchObject({
      employeeId: '1',
      input: { facebook: 'https://github.com/dana', address: '1 Main Street', phone: null },
    });
  });
});

describe('change requests (HR)', () => {
  it('lists the requests and approves a pending one', async () => {
    const user = makeUser({ routes: ['PROFILE_CHANGES_REVIEW'] });
    signIn(user);
    const row = {
      __typename: 'ProfileChangeRequest' as const,
      id: '7',
      employeeId: '3',
      employeeName: 'Fox Mulder',
      field: 'PAYMENT_ACCOUNT' as const,
      newValue: 'fox@payoneer.example',
      reason: null,
      status: 'PENDING' as const,
      hrComment: null,
      reviewedByName: null,
      reviewedAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    const { client } = renderApp('/main/profileChangeRequests', {
      user,
      answers: {
        ProfileChangeRequests: () => ({ data: { profileChangeRequests: { __typename: 'ProfileChangeRequestPage', count: 1, items: [row] } } }),
        ApproveProfileChange: () => ({ data: { approveProfileChange: { ...row, status: 'APPROVED' } } }),
      },
    });
    const approve = await screen.findByRole('button', { name: 'Approve Payment account of Fox Mulder' });
    expect(within(approve.closest('tr')!).getByText('fox@payoneer.example')).toBeInTheDocument();
    fireEvent.click(approve);
    expect(await screen.findByText('Change approved')).toBeInTheDocument();
    expect(client.calls.find((c) => c.operationName === 'ApproveProfileChange')?.variables).toEqual({ id: '7' });
  });
});
