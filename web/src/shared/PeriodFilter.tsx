/** The period filter of a list (either end may stay open); its own module so only pages with one carry the picker. */
import { DatePicker } from 'antd';
import type { Period } from './filters';

export function PeriodFilter({ label, onChange, placeholder }: { label: string; onChange: (period: Period) => void; placeholder?: [string, string] }) {
  return <DatePicker.RangePicker format="DD/MM/YYYY" allowEmpty={[true, true]} placeholder={placeholder} onChange={onChange} aria-label={label} />;
}
