/** The funnel view of /candidates: sourced -> interviewed -> accepted -> onboarded, by source, for one month or all. */
import { useState } from 'react';
import { Flex, Skeleton, Table } from 'antd';
import { Select } from '../../shared/deferred';
import dayjs from 'dayjs';
import { useCandidateFunnelQuery } from './recruitment.generated';
import { useFailureToast } from '../../shared/feedback';
import { formatMonthLabel } from '../../shared/format';
import { funnel, type FunnelRow } from './funnel';
import { labelOf, SOURCES } from './labels';
import { Text } from '../../shared/Text';

const STEPS = ['sourced', 'interviewed', 'accepted', 'onboarded'] as const;

function Bar({ value, of }: { value: number; of: number }) {
  const pct = of ? Math.round((value / of) * 100) : 0;
  return (
    <Flex align="center" gap={8}>
      <div style={{ width: 120, height: 10, background: '#f0f0f0', borderRadius: 4 }} aria-hidden>
        <div style={{ width: `${pct}%`, height: '100%', background: '#c62828', borderRadius: 4 }} />
      </div>
      <Text>
        {value}
        {of ? ` (${pct}%)` : ''}
      </Text>
    </Flex>
  );
}

export function FunnelView() {
  const [month, setMonth] = useState<string>();
  const { data, loading, error } = useCandidateFunnelQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load the recruitment funnel');
  if (loading && !data) return <Skeleton active />;
  const all = data?.candidates.items ?? [];
  const months = [...new Set(all.map((c) => dayjs(c.createdAt).format('YYYY-MM')))].sort().reverse();
  const rows = funnel(
    all.filter((c) => !month || dayjs(c.createdAt).format('YYYY-MM') === month),
    (c) => c.source,
  );
  return (
    <Flex vertical gap={12}>
      <Select
        allowClear
        aria-label="Month added"
        placeholder="All months"
        style={{ width: 200 }}
        value={month}
        onChange={setMonth}
        options={months.map((m) => ({ value: m, label: formatMonthLabel(`${m}-01`) }))}
      />
      <Table<FunnelRow>
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={rows}
        columns={[
          { title: 'Source', dataIndex: 'key', render: (k: string) => (k === 'All' ? <strong>All sources</strong> : labelOf(SOURCES, k)) },
          ...STEPS.map((step) => ({
            title: step[0].toUpperCase() + step.slice(1),
            key: step,
            render: (_: unknown, r: FunnelRow) => <Bar value={r[step]} of={step === 'sourced' ? 0 : r.sourced} />,
          })),
        ]}
      />
    </Flex>
  );
}
