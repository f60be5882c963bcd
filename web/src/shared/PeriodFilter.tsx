/**
 * The period filter of a list (either end may stay open); its own module so only pages with one carry it. The picker's
 * code loads after the first paint (shared/deferred), in a box of the same fixed width meanwhile.
 */
import { RangePicker } from './deferred';
import type { Period } from './filters';

const WIDTH = 260;

export function PeriodFilter({ label, onChange, placeholder }: { label: string; onChange: (period: Period) => void; placeholder?: [string, string] }) {
  return (
    <RangePicker format="DD/MM/YYYY" allowEmpty={[true, true]} placeholder={placeholder} onChange={onChange} aria-label={label} style={{ width: WIDTH }} />
  );
}
