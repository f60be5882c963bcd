/** Whose work logs a manager reads: their reports (CEO and HR: everyone); cleared, their own. */
import { PersonPicker } from '../../shared/PersonPicker';

interface Props {
  purpose: 'REPORTS' | 'EMPLOYEES';
  value: string | null;
  onChange: (id: string | null) => void;
}

export function ReportPicker({ purpose, value, onChange }: Props) {
  return (
    <PersonPicker
      purpose={purpose}
      value={value}
      onChange={onChange}
      allowClear
      placeholder="My work logs"
      aria-label="Whose work logs"
      style={{ width: 260 }}
    />
  );
}
