import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { capabilitiesAnswer, makeUser, renderApp, signIn, signOut, type Answers } from '../../test/render';

afterEach(() => signOut());

const capabilities = capabilitiesAnswer();
const row = (eventType: string, label: string, email: boolean, chosen = false, companyDefault = false) => ({
  __typename: 'NotificationPreference' as const,
  eventType,
  label,
  email,
  companyDefault,
  chosen,
});
const LIST = [
  row('leave_request.outcome', 'My leave request is approved, rejected or canceled', false),
  row('kudos.received', 'Someone gives me kudos', true, false, true),
];
const prefs: Answers['NotificationPreferences'] = () => ({ data: { notificationPreferences: LIST, notificationDelivery: null } });

/** The page as a signed-in person without admin rights, with these answers beside the capabilities. */
const asAgent = (answers: Answers) => {
  const agent = makeUser({ routes: ['SIGNED_IN'], menuGroups: ['HOME'] });
  signIn(agent);
  return renderApp('/main/notificationSettings', { user: agent, answers: { Capabilities: capabilities, ...answers } });
};

describe('notification settings page', () => {
  it('shows a switch per event type and saves one; the company default shows where nobody chose', async () => {
    const { client } = asAgent({
      NotificationPreferences: prefs,
      SetNotificationPreference: ({ eventType, email }) => ({
        data: { setNotificationPreference: LIST.map((p) => (p.eventType === eventType ? { ...p, email, chosen: true } : p)) },
      }),
    });
    const leave = await screen.findByRole('switch', { name: 'E-mail me: My leave request is approved, rejected or canceled' });
    expect(leave).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'E-mail me: Someone gives me kudos' })).toBeChecked();
    expect(screen.getAllByText('company default')).toHaveLength(2);
    expect(screen.queryByRole('switch', { name: /^Company default/ })).toBeNull();
    fireEvent.click(leave);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'E-mail me: My leave request is approved, rejected or canceled' })).toBeChecked());
    expect(screen.getAllByText('company default')).toHaveLength(1);
    const saved = client.calls.find((c) => c.operationName === 'SetNotificationPreference');
    expect(saved?.variables).toEqual({ eventType: 'leave_request.outcome', email: true });
  });

  it('hides the delivery choice where the upstream has none', async () => {
    asAgent({ NotificationPreferences: prefs });
    await screen.findByRole('switch', { name: 'E-mail me: Someone gives me kudos' });
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('chooses the daily digest instead of e-mail at once, and shows the choice kept', async () => {
    const { client } = asAgent({
      NotificationPreferences: () => ({ data: { notificationPreferences: LIST, notificationDelivery: 'IMMEDIATE' } }),
      SetNotificationDelivery: ({ delivery }) => ({ data: { setNotificationDelivery: delivery } }),
    });
    const group = await screen.findByRole('radiogroup', { name: 'How e-mail reaches me' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'E-mail me at once' })).toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: 'One e-mail a day with what I have not read' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'One e-mail a day with what I have not read' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'E-mail me at once' })).not.toBeChecked();
    expect(client.calls.find((c) => c.operationName === 'SetNotificationDelivery')?.variables).toEqual({ delivery: 'DIGEST' });
  });

  it('lets an admin set the company default', async () => {
    const admin = makeUser({ routes: ['SIGNED_IN', 'NOTIFICATIONS_DEFAULTS'], menuGroups: ['HOME'] });
    signIn(admin);
    const { client } = renderApp('/main/notificationSettings', {
      user: admin,
      answers: {
        Capabilities: capabilities,
        NotificationPreferences: prefs,
        SetNotificationEmailDefault: ({ eventType, email }) => ({
          data: {
            setNotificationEmailDefault: LIST.map((p) => (p.eventType === eventType ? { ...p, companyDefault: email, email: p.chosen ? p.email : email } : p)),
          },
        }),
      },
    });
    const def = await screen.findByRole('switch', { name: 'Company default: My leave request is approved, rejected or canceled' });
    fireEvent.click(def);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Company default: My leave request is approved, rejected or canceled' })).toBeChecked());
    expect(client.calls.find((c) => c.operationName === 'SetNotificationEmailDefault')?.variables).toEqual({ eventType: 'leave_request.outcome', email: true });
  });
});
