/**
 * CSV import of leave requests (CEO, HR, head). Each row is saved whole or not at all; the answer says
 * "Processed N records, successfully created M ..." and lists failed rows with their line number and reason.
 */
import { useState } from 'react';
import { Alert, Button, Card, List, Progress, Space, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { LeaveRequestsDocument, useImportLeaveRequestsMutation, type ImportLeaveRequestsMutation } from '../../generated/graphql';
import { uploadContext } from '../../shared/apollo';
import { fileSizeError } from '../../shared/formRules';
import { notifyError, notifySuccess } from '../../shared/notify';

export const IMPORT_FAILED = 'Failed to upload the CSV file. Please try again.';
const MAX_BYTES = 10 * 1024 * 1024;

export function ImportLeavesCard() {
  const [run, { loading }] = useImportLeaveRequestsMutation({ refetchQueries: [LeaveRequestsDocument] });
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportLeaveRequestsMutation['importLeaveRequests'] | null>(null);

  const upload = async (file: File) => {
    const tooBig = fileSizeError(file, MAX_BYTES);
    if (tooBig) return notifyError(tooBig);
    setResult(null);
    setProgress(0);
    try {
      const res = await run({ variables: { file }, context: uploadContext((p) => setProgress(p)) });
      const answer = res.data!.importLeaveRequests;
      setResult(answer);
      (answer.failed.length ? notifyError : notifySuccess)(answer.message);
    } catch {
      notifyError(IMPORT_FAILED);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card title="Import leave requests">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          CSV columns: RES_ID, leave_type, start_date, end_date (YYYY-MM-DD or DD/MM/YYYY), notes. Good rows are saved as
          pending requests; a bad row is skipped whole and reported below.
        </Typography.Text>
        <Upload accept=".csv,text/csv" showUploadList={false} beforeUpload={(file) => (void upload(file), false)}>
          <Button icon={<UploadOutlined />} loading={loading}>Upload CSV</Button>
        </Upload>
        {progress !== null && <Progress percent={progress} size="small" />}
        {result && (
          <>
            <Alert type={result.failed.length ? 'warning' : 'success'} showIcon message={result.message} />
            {result.failed.length > 0 && (
              <List
                size="small"
                bordered
                dataSource={result.failed}
                renderItem={(f) => <List.Item>Row {f.row}: {f.message}</List.Item>}
              />
            )}
          </>
        )}
      </Space>
    </Card>
  );
}
