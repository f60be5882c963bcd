/**
 * A person's record history on their page: every change to their employee record, HR record, account, pay, actions
 * and leaves, newest first (the audit trail). Values the reader may not read come as "hidden".
 */
import { Card } from 'antd';
import { EmployeeHistoryDocument } from './audit.generated';
import { auditColumns } from './columns';
import { PagedTable } from '../../shared/PagedTable';

/** The person is the page's: their column would repeat the heading. */
const columns = auditColumns.filter((c) => c.dataIndex !== 'employeeName');

export function HistoryCard({ employeeId }: { employeeId: string }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>History</h2>}>
      <PagedTable
        entity="changes"
        document={EmployeeHistoryDocument}
        pageOf={(d) => d.employeeHistory}
        variables={{ employeeId }}
        columns={columns}
        pageSize={10}
        scroll={{ x: 900 }}
      />
    </Card>
  );
}
