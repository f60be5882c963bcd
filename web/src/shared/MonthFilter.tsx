/**
 * A list's month filter (attendance, company leaves, salaries, bonuses, KPIs, leads, targets). The picker's code loads
 * after the first paint (shared/deferred), in a box of the same fixed width meanwhile, so a list page without a form
 * of its own does not carry the date picker in its first download. The month given to `onChange` is its first day,
 * whatever day the picker holds, so pages that compare or format it need not normalise it themselves.
 */
import type { Dayjs } from 'dayjs';
import { DatePicker } from './deferred';
import { MONTH_LABEL_FORMAT } from './format';

const WIDTH = 170;

type Props =
  /** The usual case: a month is always shown (a month list always has a month). */
  | { value: Dayjs; onChange: (month: Dayjs) => void; allowClear?: false }
  /** A list that can also show every month: clearing gives `null`. */
  | { value: Dayjs | null | undefined; onChange: (month: Dayjs | null) => void; allowClear: true };

export function MonthFilter(props: Props) {
  const change = (m: Dayjs | null) => {
    const month = m ? m.startOf('month') : null;
    if (props.allowClear) props.onChange(month);
    else if (month) props.onChange(month);
  };
  return (
    <DatePicker
      picker="month"
      format={MONTH_LABEL_FORMAT}
      allowClear={props.allowClear ?? false}
      value={props.value ?? null}
      aria-label="Month"
      onChange={change}
      style={{ width: WIDTH }}
    />
  );
}
