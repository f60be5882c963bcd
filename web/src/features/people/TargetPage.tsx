/**
 * `/main/target`: monthly targets with a month picker (default the current month, shown as "November 2026", sent as MM-YYYY); hours as h:mm.
 * Who appears is decided by the server: everyone for CEO, HR and heads, a manager's people, or one's own row.
 */
import { useState } from 'react';
import { Card, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { TargetsDocument, type TargetsQuery } from './people.generated';
import { formatHours, formatMonth } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { MonthFilter } from '../../shared/MonthFilter';
import { SearchFilter } from '../../shared/filters';
import type { TargetSortKey } from '../../generated/graphql';

type Row = TargetsQuery['targets']['items'][number];

const hours = (key: keyof Row & TargetSortKey, title: string, tag?: string): PagedColumn<Row, TargetSortKey> => ({
  title,
  dataIndex: key,
  sortKey: key,
  align: 'right',
  render: (h: number) => (tag && h > 0 ? <Tag color={tag}>{formatHours(h)}</Tag> : formatHours(h)),
  csv: (row) => formatHours(row[key] as number),
});

const columns: PagedColumn<Row, TargetSortKey>[] = [
  { title: 'RES ID', dataIndex: 'resId', sortKey: 'resId' },
  { title: 'Name', dataIndex: 'name', sortKey: 'name' },
  { title: 'Team', dataIndex: 'teamName', sortKey: 'teamName' },
  hours('workedHours', 'Worked'),
  hours('targetHours', 'Target'),
  hours('remainingHours', 'Remaining', 'orange'),
  hours('bonusHours', 'Bonus', 'green'),
];

export default function TargetPage() {
  const [month, setMonth] = useState<Dayjs>(dayjs());
  const [search, setSearch] = useState<string>();
  return (
    <Card title={<PageTitle>Monthly targets</PageTitle>}>
      <PagedTable
        entity="targets"
        document={TargetsDocument}
        pageOf={(d) => d.targets}
        variables={{ month: formatMonth(month), search }}
        defaultSort={{ sortBy: 'name', sortDir: 'ASC' }}
        columns={columns}
        exportName={`targets-${formatMonth(month)}.csv`}
        toolbar={
          <>
            <MonthFilter value={month} onChange={setMonth} />
            <SearchFilter label="Search name, RES ID or team" width={280} onSearch={(v) => setSearch(v.trim() || undefined)} />
          </>
        }
      />
    </Card>
  );
}
