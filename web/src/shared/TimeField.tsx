/**
 * THE time picker (SPEC §5: "takes 24-hour values and shows 12-hour hh:mm AM/PM"): a form's value is "HH:mm"
 * (24-hour, as the REST calls carry it); the field shows and picks "hh:mm AM/PM".
 *
 *   <Form.Item name="shiftStart" label="Shift start"><TimeField /></Form.Item>
 */
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from './deferred';
import { TIME_12H } from './format';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  placeholder?: string;
  style?: React.CSSProperties;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** "14:30" -> a Dayjs of that time today (null for anything else). */
export function fromHhmm(value: string | null | undefined): Dayjs | null {
  return value && HHMM.test(value) ? dayjs(`2000-01-01T${value}`) : null;
}

export function TimeField({ id, value, onChange, placeholder = 'hh:mm AM', style }: Props) {
  return (
    <DatePicker
      id={id}
      picker="time"
      format={TIME_12H}
      value={fromHhmm(value)}
      onChange={(d) => onChange?.(d ? d.format('HH:mm') : null)}
      placeholder={placeholder}
      style={{ width: 140, ...style }}
    />
  );
}

/**
 * A form's `startTime` and `endTime` (both required, the end after the start) with THE time picker: work logs, leave
 * in hours.
 */
export function TimeRangeFields() {
  return (
    <>
      <Form.Item name="startTime" label="Start time" rules={[{ required: true, message: 'Start time is required' }]}>
        <TimeField />
      </Form.Item>
      <Form.Item
        name="endTime"
        label="End time"
        dependencies={['startTime']}
        rules={[
          { required: true, message: 'End time is required' },
          ({ getFieldValue }) => ({
            validator: (_, end: string | null) =>
              !end || !getFieldValue('startTime') || end > getFieldValue('startTime')
                ? Promise.resolve()
                : Promise.reject(new Error('End time must be after start time')),
          }),
        ]}
      >
        <TimeField />
      </Form.Item>
    </>
  );
}
