/**
 * `/main/attrition-types` (CEO, HR): the managed attrition types — add and rename; one type is flagged as the
 * cancelled type (SPEC §4: cancelling sets it). Types are fetched with per_page 1000 (SPEC §9).
 */
import { Button, Tag } from 'antd';
import { useAttritionTypesQuery } from './attrition.generated';
import { useFailureToast } from '../../shared/feedback';
import { deferredPart } from '../../shared/deferred';
import { PageTitle } from '../../shared/PageTitle';
import { TypeTablePage } from '../../shared/TypeTablePage';
import type { AttritionTypeRow as Row } from './AttritionTypeDialog';

/** The add/edit dialog (antd's Form and Modal) loads after the first paint: it opens only on a button. */
const AttritionTypeDialog = deferredPart(() => import('./AttritionTypeDialog'), 'AttritionTypeDialog');

export default function AttritionTypesPage() {
  const { data, loading, error } = useAttritionTypesQuery({ fetchPolicy: 'cache-and-network' });
  useFailureToast(error, 'load attrition types');

  return (
    <TypeTablePage<Row>
      title={<PageTitle>Attrition types</PageTitle>}
      entity="attrition types"
      addLabel="Add attrition type"
      rows={data?.attritionTypes.items ?? []}
      loading={loading}
      columns={[
        { title: 'Name', dataIndex: 'name' },
        { title: 'Cancels an attrition', dataIndex: 'cancels', render: (c: boolean) => (c ? <Tag color="blue">Cancelled type</Tag> : '—') },
      ]}
      rowActions={(row, edit) => (
        <Button size="small" onClick={edit} aria-label={`Edit ${row.name}`}>
          Edit
        </Button>
      )}
      dialog={(editing, close) => editing && <AttritionTypeDialog editing={editing} onClose={close} />}
    />
  );
}
