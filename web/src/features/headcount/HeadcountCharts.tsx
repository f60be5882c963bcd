/**
 * Headcount charts (recharts, loaded lazily by the tracker so the first page stays small): people by department,
 * status, employment type and gender, and the last 12 months (headcount, hires, leavers).
 */
import { Col, Row, Typography } from 'antd';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HeadcountStatsQuery } from '../../generated/graphql';
import { formatMonthLabel } from '../../shared/format';

type Stats = HeadcountStatsQuery['headcountStats'];

const COLORS = ['#c0392b', '#2471a3', '#1e8449', '#b9770e', '#7d3c98', '#117a65', '#5d6d7e', '#a04000'];

function Groups({ title, data }: { title: string; data: Stats['byDepartment'] }) {
  return (
    <figure style={{ margin: 0 }} aria-label={`${title}: ${data.map((g) => `${g.label} ${g.count}`).join(', ')}`}>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      <ResponsiveContainer width="100%" height={240}>
        <PieChart>
          <Pie data={data.map((g) => ({ ...g }))} dataKey="count" nameKey="label" outerRadius={80} label>
            {data.map((g, i) => (
              <Cell key={g.label} fill={COLORS[i % COLORS.length]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </figure>
  );
}

export default function HeadcountCharts({ stats }: { stats: Stats }) {
  const months = stats.months.map((m) => ({ ...m, label: formatMonthLabel(`${m.month}-01`) }));
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <figure style={{ margin: 0 }} aria-label="People by department">
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            By department
          </Typography.Title>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={stats.byDepartment.map((g) => ({ ...g }))} layout="vertical" margin={{ left: 40 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="label" width={120} />
              <Tooltip />
              <Bar dataKey="count" name="People" fill={COLORS[1]} />
            </BarChart>
          </ResponsiveContainer>
        </figure>
      </Col>
      <Col xs={24} lg={12}>
        <figure style={{ margin: 0 }} aria-label="Headcount over the last 12 months">
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            Last 12 months
          </Typography.Title>
          <ResponsiveContainer width="100%" height={260}>
            <LineChart data={months}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line type="monotone" dataKey="headcount" name="Headcount" stroke={COLORS[0]} />
              <Line type="monotone" dataKey="hires" name="Hires" stroke={COLORS[2]} />
              <Line type="monotone" dataKey="leavers" name="Leavers" stroke={COLORS[3]} />
            </LineChart>
          </ResponsiveContainer>
        </figure>
      </Col>
      <Col xs={24} md={8}>
        <Groups title="By status" data={stats.byStatus} />
      </Col>
      <Col xs={24} md={8}>
        <Groups title="By employment type" data={stats.byEmploymentType} />
      </Col>
      <Col xs={24} md={8}>
        <Groups title="By gender" data={stats.byGender} />
      </Col>
    </Row>
  );
}
