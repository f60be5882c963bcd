/**
 * `/main/notificationSettings` (everyone signed in; decision 0208): per event type, a switch whether it also e-mails
 * me (besides the bell), and whether those e-mails come at once or as one daily digest (decision 0221, where the
 * upstream offers it). Until I choose, the company default applies, and the row says so. Admins (CEO, head of HR) also
 * set each company default. Shown where the upstream has the preferences (notificationPreferences).
 */
import { Alert, Card, Flex, Switch, Tag, theme } from 'antd';
import type { ApolloCache } from '@apollo/client';
import { canOpen } from '../../app/access';
import { PageTitle } from '../../shared/PageTitle';
import { showError, notifySuccess } from '../../shared/notify';
import { useSession } from '../../shared/session';
import { DeliveryChoice } from './DeliveryChoice';
import {
  NotificationPreferencesDocument,
  useNotificationPreferencesQuery,
  useSetNotificationEmailDefaultMutation,
  useSetNotificationPreferenceMutation,
  type NotificationPreferencesQuery,
} from './notifications.generated';

type Preference = NotificationPreferencesQuery['notificationPreferences'][number];

/** Both mutations answer the whole list: it replaces the page's (the delivery choice stays). */
const keep = (cache: ApolloCache, list: Preference[] | undefined) => {
  if (list) cache.updateQuery({ query: NotificationPreferencesDocument }, (d) => d && { ...d, notificationPreferences: list });
};

export default function NotificationSettingsPage() {
  const { token } = theme.useToken();
  const { user } = useSession();
  const admin = canOpen(user?.access, 'NOTIFICATIONS_DEFAULTS');
  const { data, error, loading } = useNotificationPreferencesQuery({ fetchPolicy: 'cache-and-network' });
  const [setMine, mine] = useSetNotificationPreferenceMutation({ update: (cache, { data: d }) => keep(cache, d?.setNotificationPreference) });
  const [setDefault, company] = useSetNotificationEmailDefaultMutation({ update: (cache, { data: d }) => keep(cache, d?.setNotificationEmailDefault) });
  const busy = mine.loading || company.loading;

  const choose = async (p: Preference, email: boolean) => {
    try {
      await setMine({ variables: { eventType: p.eventType, email } });
      notifySuccess(email ? `E-mail on: ${p.label}` : `E-mail off: ${p.label}`);
    } catch (e) {
      showError(e, 'Saving the notification setting failed');
    }
  };
  const chooseDefault = async (p: Preference, email: boolean) => {
    try {
      await setDefault({ variables: { eventType: p.eventType, email } });
      notifySuccess(`Company default saved: ${p.label}`);
    } catch (e) {
      showError(e, 'Saving the company default failed');
    }
  };

  const rows = data?.notificationPreferences ?? [];
  return (
    <Card title={<PageTitle>Notification settings</PageTitle>} loading={loading && !data}>
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>
        Every notification appears under the bell. Choose which ones also e-mail you{data?.notificationDelivery ? ', and when.' : ' as they happen.'}
        {admin && ' As an admin you also set the company default, used by everyone who has not chosen.'}
      </p>
      {error && !data && <Alert type="error" showIcon message="The notification settings could not be loaded" />}
      {data?.notificationDelivery && <DeliveryChoice value={data.notificationDelivery} />}
      <ul aria-label="Notification e-mail settings" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rows.map((p) => (
          <li key={p.eventType} style={{ padding: '10px 0', borderBottom: `1px solid ${token.colorSplit}` }}>
            <Flex justify="space-between" align="center" gap={16} wrap>
              <span>
                {p.label}
                {!p.chosen && (
                  <Tag style={{ marginInlineStart: 8 }} variant="filled">
                    company default
                  </Tag>
                )}
              </span>
              <Flex gap={24} align="center" wrap>
                <label>
                  <Switch checked={p.email} disabled={busy} aria-label={`E-mail me: ${p.label}`} onChange={(on) => void choose(p, on)} /> E-mail me
                </label>
                {admin && (
                  <label>
                    <Switch
                      checked={p.companyDefault}
                      disabled={busy}
                      aria-label={`Company default: ${p.label}`}
                      onChange={(on) => void chooseDefault(p, on)}
                    />{' '}
                    Company default
                  </label>
                )}
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
