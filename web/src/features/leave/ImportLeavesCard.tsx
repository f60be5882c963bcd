/**
 * CSV import of leave requests (CEO, HR, head) through the shared CsvImport. Each row is saved whole or not at all;
 * the answer says "Processed N records, successfully created M ..." and lists failed rows with their line and reason.
 */
import { Card } from 'antd';
import { LeaveRequestsDocument, useImportLeaveRequestsMutation } from './leave.generated';
import { uploadContext } from '../../shared/uploadFetch';
import { CsvImport } from '../../shared/deferred';

export function ImportLeavesCard() {
  const [run] = useImportLeaveRequestsMutation({ refetchQueries: [LeaveRequestsDocument] });
  return (
    <Card title="Import leave requests">
      <CsvImport
        hint="CSV columns: RES_ID, leave_type, start_date, end_date (YYYY-MM-DD or DD/MM/YYYY), notes. Good rows are saved as pending requests; a bad row is skipped whole and reported below."
        template={{ filename: 'leave_requests_template.csv', header: ['RES_ID', 'leave_type', 'start_date', 'end_date', 'notes'] }}
        errorFileName="leave_requests_errors.csv"
        upload={async (file, progress) => (await run({ variables: { file }, context: uploadContext(progress) })).data!.importLeaveRequests}
      />
    </Card>
  );
}
