/**
 * Bulk filing from a CSV (RES_ID, action_ID, date, details, optional deduction_type and deduction). Shows the server's
 * "Processed N records, successfully created M ..." and lists the rows it refused.
 */
import { useState } from 'react';
import { Alert, Button, Card, Flex, Table, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useImportActionsTakenMutation, type ImportActionsTakenMutation } from '../../generated/graphql';
import { notifyError, notifySuccess } from '../../shared/notify';

export const UPLOAD_FAILED = 'Failed to upload the CSV file. Please try again.';
type Result = ImportActionsTakenMutation['importActionsTaken'];

export function ImportActionsCard() {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<Result | null>(null);
  const [importActions, { loading }] = useImportActionsTakenMutation();

  const upload = async () => {
    if (!file) return;
    try {
      const { data } = await importActions({ variables: { file } });
      if (!data) throw new Error('no answer');
      setResult(data.importActionsTaken);
      notifySuccess(data.importActionsTaken.message);
      setFile(null);
    } catch {
      notifyError(UPLOAD_FAILED);
    }
  };

  return (
    <Card title="Import actions from CSV">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Columns: RES_ID, action_ID, date (YYYY-MM-DD), details, and optionally deduction_type (monetary, days or percentage) with deduction.
        </Typography.Text>
        <Flex gap={12}>
          <Upload
            accept=".csv,text/csv"
            maxCount={1}
            beforeUpload={(f) => {
              setFile(f);
              return false;
            }}
            onRemove={() => setFile(null)}
            fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
          >
            <Button icon={<UploadOutlined />}>Choose CSV</Button>
          </Upload>
          <Button type="primary" disabled={!file} loading={loading} onClick={upload}>
            Import
          </Button>
        </Flex>
        {result && (
          <>
            <Alert type={result.failed.length ? 'warning' : 'success'} showIcon message={result.message} />
            {result.failed.length > 0 && (
              <Table
                size="small"
                rowKey="row"
                pagination={false}
                dataSource={result.failed}
                columns={[
                  { title: 'Row', dataIndex: 'row' },
                  { title: 'RES ID', dataIndex: 'resId' },
                  { title: 'Action ID', dataIndex: 'actionId' },
                  { title: 'Problem', dataIndex: 'message' },
                ]}
              />
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}
