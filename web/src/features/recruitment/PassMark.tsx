/**
 * The pass mark beside the hiring decision (beyond the spec): "Average 7.8 — pass mark 7: passes" or
 * "... below the pass mark", from the English average and the stored pass mark (a recruitment setting HR changes on
 * the passed-interviews tracker, ./PassMarkForm: a module of its own, so the lists showing the verdict carry no form).
 */
import { Tag } from 'antd';

/** The verdict in words; `meets` is the server's (null: no English score). */
export function passMarkText(average: number | null | undefined, mark: number): string {
  if (average === null || average === undefined) return `No English scores — pass mark ${mark}`;
  return `Average ${average} — pass mark ${mark}: ${average >= mark ? 'passes' : 'below the pass mark'}`;
}

/** The verdict as a tag (green when it passes, orange below; plain without scores). */
export function PassMarkVerdict({ average, mark }: { average: number | null | undefined; mark: number | null | undefined }) {
  if (mark === null || mark === undefined) return <>{average ?? '—'}</>;
  const color = average === null || average === undefined ? undefined : average >= mark ? 'green' : 'orange';
  return (
    <Tag color={color} style={{ whiteSpace: 'normal' }}>
      {passMarkText(average, mark)}
    </Tag>
  );
}
