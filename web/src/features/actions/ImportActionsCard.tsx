/**
 * Bulk filing from a CSV (RES_ID, action_ID, date, details, optional deduction_type and deduction) through the shared
 * CsvImport: the server's "Processed N records, successfully created M ..." and the rows it refused (with their
 * RES ID and action id in the message and the error file).
 */
import { Card } from 'antd';
import { useImportActionsTakenMutation } from './actions.generated';
import { uploadContext } from '../../shared/uploadFetch';
import { CsvImport } from '../../shared/deferred';
import { useSubmissionKey } from '../../shared/submissionKey';

export function ImportActionsCard() {
  const [importActions] = useImportActionsTakenMutation();
  const submission = useSubmissionKey();
  return (
    <Card title="Import actions from CSV">
      <CsvImport
        hint="Columns: RES_ID, action_ID, date (YYYY-MM-DD), details, and optionally deduction_type (monetary, days or percentage) with deduction."
        template={{ filename: 'actions_template.csv', header: ['RES_ID', 'action_ID', 'date', 'details', 'deduction_type', 'deduction'] }}
        errorFileName="actions_errors.csv"
        upload={async (file, progress) => {
          // The same file uploaded again after a failure is a retry: the same key files its actions once.
          const idempotencyKey = submission.of(`${file.name}:${file.size}:${file.lastModified}`);
          const answer = (await importActions({ variables: { file, idempotencyKey }, context: uploadContext(progress) })).data!.importActionsTaken;
          submission.done();
          return {
            message: answer.message,
            failed: answer.failed.map((f) => ({ row: f.row, message: [f.resId, f.actionId && `action ${f.actionId}`, f.message].filter(Boolean).join(' — ') })),
          };
        }}
      />
    </Card>
  );
}
