/**
 * `/main/target`: monthly targets with a month picker (default the current month, shown as "November 2026", sent as MM-YYYY); hours as h:mm.
 * Who appears is decided by the server: everyone for CEO, HR and heads, a manager's people, or one's own row.
 */
import { useState } from 'react';
import { Card, DatePicker, Flex, Input, Table, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTargetsQuery, type TargetsQuery } from '../../generated/graphql';
import { formatHours, formatMonth, MONTH_LABEL_FORMAT } from '../../shared/format';
import { emptyText, useFailureToast, usePagedTable } from './usePagedTable';
import { PageTitle } from '../../shared/PageTitle';

type Row = TargetsQuery['targets']['items'][number];

export default function TargetPage() {
  const table = usePagedTable({ sortBy: 'name', sortDir: 'ASC' });
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [search, setSearch] = useState<string>();
  const { data, loading, error } = useTargetsQuery({
    variables: { ...table.variables, month: formatMonth(month), search },
    fetchPolicy: 'cache-and-network',
  });
  useFailureToast(error, 'load targets');

  const sortable = (key: string) => ({ key, sorter: true, sortOrder: table.sortOrder(key) });
  const hours = (key: keyof Row, title: string) => ({ title, dataIndex: key, ...sortable(key), align: 'right' as const, render: (h: number) => formatHours(h) });
  const columns: TableColumnsType<Row> = [
    { title: 'RES ID', dataIndex: 'resId', ...sortable('resId') },
    { title: 'Name', dataIndex: 'name', ...sortable('name') },
    { title: 'Team', dataIndex: 'teamName', ...sortable('teamName') },
    hours('workedHours', 'Worked'),
    hours('targetHours', 'Target'),
    {
      ...hours('remainingHours', 'Remaining'),
      render: (h: number) => (h > 0 ? <Tag color="orange">{formatHours(h)}</Tag> : formatHours(h)),
    },
    { ...hours('bonusHours', 'Bonus'), render: (h: number) => (h > 0 ? <Tag color="green">{formatHours(h)}</Tag> : formatHours(h)) },
  ];

  return (
    <Card title={<PageTitle>Monthly targets</PageTitle>}>
      <Flex vertical gap={12}>
        <Flex gap={8} wrap>
          <DatePicker
            picker="month"
            format={MONTH_LABEL_FORMAT}
            allowClear={false}
            value={month}
            aria-label="Month"
            onChange={(m) => {
              if (m) setMonth(m);
              table.firstPage();
            }}
          />
          <Input.Search allowClear placeholder="Search name, RES ID or team" style={{ width: 280 }} onSearch={(v) => { setSearch(v.trim() || undefined); table.firstPage(); }} />
        </Flex>
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={loading}
          columns={columns}
          dataSource={data?.targets.items ?? []}
          pagination={table.pagination(data?.targets.count)}
          onChange={table.onChange as never}
          locale={{ emptyText: emptyText('targets') }}
        />
      </Flex>
    </Card>
  );
}
