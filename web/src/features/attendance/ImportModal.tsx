/**
 * Bulk import: pick a CSV (user_res_id, date, status), upload it with a progress bar, then either the server's
 * "Processed N records, successfully created M ..." or — when any row is invalid and nothing was saved — a link to
 * the error file. A prefilled template is one click away.
 */
import { useState } from 'react';
import { Alert, Button, Flex, Modal, Progress, Typography, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import {
  useAttendanceTemplateLazyQuery,
  useImportAttendanceMutation,
  type ImportAttendanceMutation,
} from '../../generated/graphql';
import { uploadContext } from '../../shared/apollo';
import { openFileLink } from '../../shared/download';
import { formatMonthLabel } from '../../shared/format';
import { notifySuccess, showError } from '../../shared/notify';
import type { Family } from './statuses';

export const UPLOAD_FAILED = 'Failed to upload the CSV file. Please try again.';

type Result = ImportAttendanceMutation['importAttendance'];

interface Props {
  open: boolean;
  family: Family;
  month: string;
  onClose(): void;
  onImported(): void;
}

export function ImportModal({ open, family, month, onClose, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [failed, setFailed] = useState<Result | null>(null);
  const [importAttendance, { loading }] = useImportAttendanceMutation();
  const [loadTemplate, { loading: templateLoading }] = useAttendanceTemplateLazyQuery({ fetchPolicy: 'no-cache' });

  const reset = () => {
    setFile(null);
    setPercent(null);
    setFailed(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const upload = async () => {
    if (!file) return;
    setFailed(null);
    setPercent(0);
    try {
      const { data } = await importAttendance({ variables: { family, month, file }, context: uploadContext((p) => setPercent(p)) });
      const result = data?.importAttendance;
      if (!result) throw new Error('no answer');
      if (result.ok) {
        notifySuccess(result.message);
        onImported();
        close();
      } else {
        setFailed(result);
        setPercent(null);
      }
    } catch (error) {
      setPercent(null);
      showError(error, UPLOAD_FAILED);
    }
  };

  const downloadTemplate = async () => {
    try {
      const { data } = await loadTemplate({ variables: { family, month } });
      if (!data) throw new Error('no link');
      openFileLink(data.attendanceTemplate);
    } catch (error) {
      showError(error, 'Failed to download the template');
    }
  };

  return (
    <Modal
      open={open}
      title={`Import attendance — ${formatMonthLabel(`${month}-01`)}`}
      onCancel={close}
      width={500}
      footer={[
        <Button key="template" icon={<DownloadOutlined />} loading={templateLoading} onClick={downloadTemplate}>
          Download CSV template
        </Button>,
        <Button key="upload" type="primary" disabled={!file || loading} loading={loading} onClick={upload}>
          Upload
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Columns: user_res_id, date (YYYY-MM-DD or DD/MM/YYYY), status. All rows are saved, or none when any row is invalid.
        </Typography.Text>
        <Upload.Dragger
          accept=".csv,text/csv"
          maxCount={1}
          beforeUpload={(f) => {
            setFile(f);
            setFailed(null);
            return false;
          }}
          onRemove={() => reset()}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">Click or drag a CSV file here</p>
        </Upload.Dragger>
        {percent !== null && <Progress percent={percent} status={loading ? 'active' : undefined} aria-label="Upload progress" />}
        {failed && (
          <Alert
            type="error"
            showIcon
            title={failed.message}
            action={
              failed.errorFile ? (
                <Button size="small" danger icon={<DownloadOutlined />} onClick={() => openFileLink(failed.errorFile!)}>
                  Error file
                </Button>
              ) : undefined
            }
          />
        )}
      </Flex>
    </Modal>
  );
}
