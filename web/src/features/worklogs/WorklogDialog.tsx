/**
 * The work log form in a dialog: task key, description, the day, start and end with the SPEC §5 time picker (24-hour
 * values shown 12-hour); the task offers the tracker's issues as the person types (TaskField). A task already on another entry of the day answers CONFLICT: the SPEC's question "a duplicate
 * task already in use" is asked, and only its OK saves (with `confirmDuplicate`); Cancel keeps the dialog as typed.
 */
import { Form, Input } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { confirmedSave } from '../../shared/confirm';
import { DatePicker } from '../../shared/deferred';
import { EditDialog } from '../../shared/EditDialog';
import { errorMessage, hasCode } from '../../shared/errors';
import { toIsoDate } from '../../shared/format';
import { TimeRangeFields } from '../../shared/TimeField';
import { useCapabilities } from '../../shared/capabilities';
import { TaskField } from './TaskField';
import { useLogWorkMutation, useUpdateWorklogMutation, type WorklogRowFragment } from './worklogs.generated';

interface Values {
  jiraTask: string;
  description?: string | null;
  workDate: Dayjs;
  startTime: string;
  endTime: string;
}

/** The question was declined: nothing saved, nothing to report, the dialog stays open. */
const DECLINED = new Error('declined');

interface Props {
  /** The entry to change, or null for a new one. */
  entry: WorklogRowFragment | null;
  /** A new entry's day (YYYY-MM-DD). */
  day: string;
  onClose: (saved: boolean) => void;
}

export function WorklogDialog({ entry, day, onClose }: Props) {
  const tracker = useCapabilities().worklogSync;
  const [log] = useLogWorkMutation();
  const [update] = useUpdateWorklogMutation();

  /** Saves; resolves true (the dialog's result is only whether it saved). */
  const send = async (v: Values, confirmDuplicate: boolean): Promise<true> => {
    const input = {
      jiraTask: v.jiraTask.trim().toUpperCase(),
      description: v.description?.trim() || null,
      workDate: toIsoDate(v.workDate)!,
      startTime: v.startTime,
      endTime: v.endTime,
      confirmDuplicate,
    };
    await (entry ? update({ variables: { id: entry.id, input } }) : log({ variables: { input } }));
    return true;
  };

  const save = async (v: Values) => {
    try {
      return await send(v, false);
    } catch (error) {
      if (!hasCode(error, 'CONFLICT')) throw error;
      const saved = await confirmedSave({ title: 'Duplicate task', content: errorMessage(error), okText: 'Save anyway' }, () => send(v, true));
      if (!saved) throw DECLINED;
      return saved;
    }
  };

  return (
    <EditDialog<Values>
      title={entry ? 'Edit work log' : 'Log work'}
      success={entry ? 'Updated' : 'Created'}
      failure={entry ? 'An error has occured while updating!' : 'An error has occured while creating!'}
      save={save}
      onError={(error) => error === DECLINED}
      onClose={onClose}
      initialValues={{
        jiraTask: entry?.jiraTask ?? '',
        description: entry?.description ?? '',
        workDate: dayjs(entry?.workDate ?? day),
        startTime: entry?.startTime,
        endTime: entry?.endTime,
      }}
    >
      <Form.Item name="jiraTask" label="Task" rules={[{ required: true, message: 'Task is required' }, { max: 50 }]}>
        {tracker ? <TaskField /> : <Input placeholder="HR-12" autoComplete="off" />}
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ max: 1000 }]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="workDate" label="Date" rules={[{ required: true, message: 'Date is required' }]}>
        <DatePicker format="DD/MM/YYYY" allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <TimeRangeFields />
    </EditDialog>
  );
}
