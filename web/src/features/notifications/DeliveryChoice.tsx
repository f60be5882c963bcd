/**
 * How notification e-mail reaches me (decision 0221): each at once, or one e-mail a day with what I have not read.
 * Shown only where the gateway answers a choice (null: the upstream has no digest).
 */
import { Radio } from 'antd';
import type { ApolloCache } from '@apollo/client';
import { SectionTitle } from '../../shared/PageTitle';
import { notifySuccess, showError } from '../../shared/notify';
import type { NotificationDelivery } from '../../generated/graphql';
import { NotificationPreferencesDocument, useSetNotificationDeliveryMutation } from './notifications.generated';

const LABELS: Record<NotificationDelivery, string> = {
  IMMEDIATE: 'E-mail me at once',
  DIGEST: 'One e-mail a day with what I have not read',
};
const OPTIONS = (['IMMEDIATE', 'DIGEST'] as const).map((value) => ({ value, label: LABELS[value] }));

/** The mutation answers the choice kept: it replaces the page's. */
const keep = (cache: ApolloCache, delivery: NotificationDelivery | null | undefined) => {
  if (delivery) cache.updateQuery({ query: NotificationPreferencesDocument }, (d) => d && { ...d, notificationDelivery: delivery });
};

export function DeliveryChoice({ value }: { value: NotificationDelivery }) {
  const [save, { loading }] = useSetNotificationDeliveryMutation({ update: (cache, { data }) => keep(cache, data?.setNotificationDelivery) });
  const choose = async (delivery: NotificationDelivery) => {
    try {
      // The choice shows at once (the answer replaces it; a failure puts the saved one back).
      await save({ variables: { delivery }, optimisticResponse: { setNotificationDelivery: delivery } });
      notifySuccess(`Saved: ${LABELS[delivery]}`);
    } catch (e) {
      showError(e, 'Saving how e-mail reaches you failed');
    }
  };
  return (
    <section aria-labelledby="delivery-title" style={{ marginBottom: 16 }}>
      <SectionTitle>
        <span id="delivery-title">How e-mail reaches me</span>
      </SectionTitle>
      <Radio.Group
        style={{ marginTop: 8, display: 'flex', flexDirection: 'column', gap: 8 }}
        aria-labelledby="delivery-title"
        value={value}
        disabled={loading}
        options={OPTIONS}
        onChange={(e) => void choose(e.target.value as NotificationDelivery)}
      />
    </section>
  );
}
