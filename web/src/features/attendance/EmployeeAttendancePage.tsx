/** `/main/attendance`: the employee grid (everyone who is not an agent). */
import { AttendancePage } from './AttendancePage';

export default function EmployeeAttendancePage() {
  return <AttendancePage family="EMPLOYEES" />;
}
