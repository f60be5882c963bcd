/** `/main/attendance/agents`: the agent grid (numeric role type 0). */
import { AttendancePage } from './AttendancePage';

export default function AgentAttendancePage() {
  return <AttendancePage family="AGENTS" />;
}
