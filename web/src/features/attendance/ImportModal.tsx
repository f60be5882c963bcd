/**
 * Bulk attendance import in a dialog, through the shared CsvImport: a CSV (user_res_id, date, status) with upload
 * progress, then either the server's "Processed N records, successfully created M ..." or — when any row is invalid
 * and nothing was saved — the server's error file. The template is prefilled by the server for the month.
 * Both downloads need upstream extensions: without them (useCapabilities) CsvImport says they are not available.
 */
import { Modal } from 'antd';
import { useAttendanceTemplateLazyQuery, useImportAttendanceMutation } from './attendance.generated';
import { uploadContext } from '../../shared/uploadFetch';
import { useCapabilities } from '../../shared/capabilities';
import { CsvImport } from '../../shared/deferred';
import { openFileLink } from '../../shared/download';
import { formatMonthLabel } from '../../shared/format';
import type { Family } from './statuses';

interface Props {
  open: boolean;
  family: Family;
  month: string;
  onClose(): void;
  onImported(): void;
}

export function ImportModal({ open, family, month, onClose, onImported }: Props) {
  const [importAttendance] = useImportAttendanceMutation();
  const [loadTemplate] = useAttendanceTemplateLazyQuery({ fetchPolicy: 'no-cache' });
  const capabilities = useCapabilities();

  return (
    <Modal open={open} title={`Import attendance — ${formatMonthLabel(`${month}-01`)}`} onCancel={onClose} width={500} footer={null} destroyOnHidden>
      <CsvImport
        hint="Columns: user_res_id, date (YYYY-MM-DD or DD/MM/YYYY), status. All rows are saved, or none when any row is invalid."
        template={
          capabilities.attendanceTemplate
            ? async () => {
                const { data } = await loadTemplate({ variables: { family, month } });
                if (!data) throw new Error('no link');
                openFileLink(data.attendanceTemplate);
              }
            : null
        }
        serverErrorFile={capabilities.attendanceErrorFile}
        upload={async (file, progress) =>
          (await importAttendance({ variables: { family, month, file }, context: uploadContext(progress) })).data!.importAttendance
        }
        onImported={() => {
          onImported();
          onClose();
        }}
      />
    </Modal>
  );
}
