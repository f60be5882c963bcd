/**
 * A list's month filter (salaries, bonuses, KPIs, targets). The picker's code loads after the first paint
 * (shared/deferred), in a box of the same fixed width meanwhile, so a list page without a form of its own does not
 * carry the date picker in its first download.
 */
import type { Dayjs } from 'dayjs';
import { DatePicker } from './deferred';
import { MONTH_LABEL_FORMAT } from './format';

const WIDTH = 170;

/** The month shown; never empty (a month list always has a month). */
export function MonthFilter({ value, onChange }: { value: Dayjs; onChange: (month: Dayjs) => void }) {
  return <DatePicker picker="month" format={MONTH_LABEL_FORMAT} allowClear={false} value={value} aria-label="Month" onChange={(m) => m && onChange(m)} style={{ width: WIDTH }} />;
}
