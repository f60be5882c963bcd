import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';
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
