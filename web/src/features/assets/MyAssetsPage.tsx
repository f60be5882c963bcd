/** `/main/my-assets` (everyone; account menu "My Assets"): the company assets the signed-in employee holds now. */
import { useState } from 'react';
import { Card } from 'antd';
import { MyAssetsDocument, type MyAssetsQuery } from './assets.generated';
import { formatDate } from '../../shared/format';
import { PagedTable, type PagedColumn } from '../../shared/PagedTable';
import { PageTitle } from '../../shared/PageTitle';
import { SearchFilter } from '../../shared/filters';
import { CONDITION_LABELS, ConditionTag } from './labels';
import type { AssetSortKey } from '../../generated/graphql';

type Row = MyAssetsQuery['myAssets']['items'][number];

const columns: PagedColumn<Row, AssetSortKey>[] = [
  { title: 'Name', dataIndex: 'name', sortKey: 'name' },
  { title: 'Type', dataIndex: 'assetType', sortKey: 'assetType' },
  { title: 'Serial number', dataIndex: 'serialNumber', sortKey: 'serialNumber' },
  {
    title: 'Condition',
    dataIndex: 'condition',
    sortKey: 'condition',
    render: (c: Row['condition']) => <ConditionTag condition={c} />,
    csv: (r) => CONDITION_LABELS[r.condition],
  },
  { title: 'Since', dataIndex: 'assignedOn', sortKey: 'assignedOn', render: formatDate, csv: (r) => formatDate(r.assignedOn) },
];

export default function MyAssetsPage() {
  const [search, setSearch] = useState('');
  return (
    <Card title={<PageTitle>My assets</PageTitle>}>
      <PagedTable
        entity="assets"
        document={MyAssetsDocument}
        pageOf={(d) => d.myAssets}
        variables={{ search: search || null }}
        columns={columns}
        defaultSort={{ sortBy: 'name' }}
        scroll={{ x: 600 }}
        toolbar={<SearchFilter label="Search my assets" placeholder="Name or serial number" width={240} onSearch={setSearch} />}
      />
    </Card>
  );
}
