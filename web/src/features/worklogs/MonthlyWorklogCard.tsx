/** Home's "worklog summary per month" (SPEC §1 home widgets): the signed-in person's minutes per task this month. */
import { Link } from 'react-router-dom';
import { Card } from 'antd';
import dayjs from 'dayjs';
import { useCapabilities } from '../../shared/capabilities';
import { formatMonthLabel } from '../../shared/format';
import { href } from '../../shared/paths';
import { Text } from '../../shared/Text';
import { WorklogSummaryCard } from './WorklogSummaryCard';

export function MonthlyWorklogCard() {
  const { worklogs } = useCapabilities();
  if (!worklogs) return null; // a backend without work logs (SPEC §7 only)
  const month = dayjs();
  return (
    // The month under the title, not in it: a third of the home page's width clipped "Worklog summary — November 2026".
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Worklog summary</h2>} extra={<Link to={href('worklogs')}>Work logs</Link>}>
      <Text type="secondary" block>
        {formatMonthLabel(month)}
      </Text>
      <WorklogSummaryCard month={month.format('YYYY-MM')} employeeId="me" compact />
    </Card>
  );
}
