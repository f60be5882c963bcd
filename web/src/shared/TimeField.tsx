/**
 * THE time picker (SPEC §5: "takes 24-hour values and shows 12-hour hh:mm AM/PM"): a form's value is "HH:mm"
 * (24-hour, as the REST calls carry it); the field shows and picks "hh:mm AM/PM".
 *
 *   <Form.Item name="shiftStart" label="Shift start"><TimeField /></Form.Item>
 */
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
