/**
 * THE CSV import UI: a template download, a file picker with the size check (UPLOAD_MAX_MB), the upload with a
 * progress bar, then SPEC §8's summary ("Processed N records, successfully created M ...") and the error file.
 * A domain gives the upload (its generated mutation) and the template; the answer is normalised to `ImportSummary`.
 *
 *   <CsvImport hint="Columns: ..." template={{ filename: 'x_template.csv', header: ['RES_ID', ...] }}
 *     upload={async (file, progress) => summaryOf((await run({ variables: { file }, context: uploadContext(progress) })).data!.x)} />
 *
 * The error file is the server's (a FileLink) when it sends one, otherwise the refused rows written as a CSV here.
 * A server without the extension behind a download (useCapabilities) passes `template={null}` or `serverErrorFile={false}`:
 * the button gives way to a short "not available on this server" line instead of failing when clicked.
 */
import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, List, Progress, Upload } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { UploadProgress } from './uploadFetch';
import { downloadCsv } from './csv';
import { openFileLink, type FileLinkLike } from './download';
import { NOT_ON_THIS_SERVER } from './capabilities';
import { UPLOAD_LIMIT_BYTES } from '@hr/rules';
import { fileSizeError } from './formRules';
import { notifyError, notifySuccess, showError } from './notify';
import { Text } from './Text';

export const UPLOAD_FAILED = 'Failed to upload the CSV file. Please try again.';
export const CSV_MAX_BYTES = UPLOAD_LIMIT_BYTES;

/** What every import answers, whatever its domain. */
export interface ImportSummary {
  /** SPEC §8's summary or the server's refusal, shown verbatim. */
  message: string;
  /** False when nothing was saved (all-or-nothing imports); default: saved unless rows failed. */
  ok?: boolean;
  /** Refused rows (row number as in the file, and why). */
  failed?: readonly { row: number; message: string }[];
  /** The server's error file, when it writes one. */
  errorFile?: FileLinkLike | null;
}

export interface CsvImportProps {
  /** What the file holds (columns, formats), shown above the picker. */
  hint: ReactNode;
  /** A header-only CSV written here, a download the server prepares, or null when this server offers none. */
  template: { filename: string; header: readonly string[] } | (() => Promise<void>) | null;
  upload(file: File, onProgress: UploadProgress): Promise<ImportSummary>;
  /** After an import that saved rows (refetch lists, close a dialog). */
  onImported?(summary: ImportSummary): void;
  /** Name of the error file written from `failed` rows. */
  errorFileName?: string;
  maxBytes?: number;
  /** False when the server's error-file links cannot be downloaded here; default true. */
  serverErrorFile?: boolean;
}

export function CsvImport({
  hint,
  template,
  upload,
  onImported,
  errorFileName = 'import_errors.csv',
  maxBytes = CSV_MAX_BYTES,
  serverErrorFile = true,
}: CsvImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [templateBusy, setTemplateBusy] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);

  const pick = (picked: File) => {
    const tooBig = fileSizeError(picked, maxBytes);
    if (tooBig) notifyError(tooBig);
    else setFile(picked);
    setSummary(null);
    return false;
  };

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setSummary(null);
    setPercent(0);
    try {
      const answer = await upload(file, (p) => setPercent(p));
      const clean = answer.ok !== false && !answer.errorFile && !answer.failed?.length;
      // A clean import says its summary in a toast; refused rows stay on screen with the error file.
      if (clean) notifySuccess(answer.message);
      else setSummary(answer);
      if (answer.ok !== false) {
        setFile(null);
        onImported?.(answer);
      }
    } catch (error) {
      showError(error, UPLOAD_FAILED);
    } finally {
      setPercent(null);
      setBusy(false);
    }
  };

  const downloadTemplate = async () => {
    if (!template) return;
    if (typeof template !== 'function') return downloadCsv(template.filename, template.header);
    setTemplateBusy(true);
    try {
      await template();
    } catch (error) {
      showError(error, 'Failed to download the template');
    } finally {
      setTemplateBusy(false);
    }
  };

  const failed = summary?.failed ?? [];
  const errorFile = serverErrorFile ? summary?.errorFile : null;
  const hasErrors = Boolean(errorFile) || failed.length > 0;
  const errorFileMissing = !hasErrors && Boolean(summary?.errorFile);
  const downloadErrors = () =>
    errorFile
      ? openFileLink(errorFile)
      : downloadCsv(
          errorFileName,
          ['row', 'error'],
          failed.map((f) => [f.row, f.message]),
        );

  return (
    <Flex vertical gap={12}>
      <Text type="secondary">{hint}</Text>
      <Upload.Dragger
        accept=".csv,text/csv"
        maxCount={1}
        beforeUpload={pick}
        onRemove={() => setFile(null)}
        fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">Click or drag a CSV file here</p>
      </Upload.Dragger>
      <Flex gap={8} wrap>
        {template ? (
          <Button icon={<DownloadOutlined />} loading={templateBusy} onClick={() => void downloadTemplate()}>
            Download CSV template
          </Button>
        ) : (
          <Text type="secondary">CSV template: {NOT_ON_THIS_SERVER.toLowerCase()}</Text>
        )}
        <Button type="primary" disabled={!file || busy} loading={busy} onClick={() => void run()}>
          Upload
        </Button>
      </Flex>
      {percent !== null && <Progress percent={percent} status={busy ? 'active' : undefined} aria-label="Upload progress" />}
      {summary && (
        <Alert
          type={summary.ok === false ? 'error' : hasErrors ? 'warning' : 'success'}
          showIcon
          title={summary.message}
          description={errorFileMissing ? `Error file: ${NOT_ON_THIS_SERVER.toLowerCase()}` : undefined}
          action={
            hasErrors ? (
              <Button size="small" danger icon={<DownloadOutlined />} onClick={downloadErrors}>
                Error file
              </Button>
            ) : undefined
          }
        />
      )}
      {failed.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={[...failed]}
          renderItem={(f) => (
            <List.Item>
              Row {f.row}: {f.message}
            </List.Item>
          )}
        />
      )}
    </Flex>
  );
}
