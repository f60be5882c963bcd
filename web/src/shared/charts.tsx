/**
 * The chart kit (recharts). Import it ONLY from a lazily loaded chart module (e.g. `lazy(() => import('./XCharts'))`)
 * so recharts stays out of every page's first load. `ChartCard` frames one chart with its title, its failure or
 * empty state and an accessible name; `CountBars` counts by label; `MonthTrend` draws a monthly line.
 */
import type { ReactElement } from 'react';
import { Alert, Card, Empty } from 'antd';
import { SectionTitle } from './PageTitle';
import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { emptyText } from './feedback';

export const CHART_BLUE = '#1677ff';

export interface ChartCardProps {
  title: string;
  /** Heading level under the page's h1: 2 on a page of charts, 3 inside a card that has its own h2. */
  level?: 2 | 3;
  isEmpty: boolean;
  /** Plural for the empty state, e.g. "leavers". */
  entity: string;
  /** Shown instead of the chart when its data failed to load. */
  failure?: string;
  children: ReactElement;
}

export function ChartCard({ title, level = 2, isEmpty, entity, failure, children }: ChartCardProps) {
  return (
    <Card size="small" title={<SectionTitle level={level}>{title}</SectionTitle>}>
      {failure ? (
        <Alert type="error" showIcon title={failure} />
      ) : isEmpty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText(entity)} />
      ) : (
        <div style={{ width: '100%', height: 240 }} role="img" aria-label={title}>
          <ResponsiveContainer>{children}</ResponsiveContainer>
        </div>
      )}
    </Card>
  );
}

export interface CountBarsProps {
  data: { key?: string; label: string; count: number }[];
  /** Series name in the tooltip. */
  name: string;
  /** Horizontal bars with the labels on the left (long labels). */
  vertical?: boolean;
  /** Bar colour by `key` (e.g. attendance statuses); others are blue. */
  colours?: Record<string, string>;
}

export function CountBars({ data, name, vertical, colours }: CountBarsProps) {
  const bar = (
    <Bar dataKey="count" name={name} fill={CHART_BLUE} isAnimationActive={false}>
      {colours && data.map((d) => <Cell key={d.key ?? d.label} fill={(d.key && colours[d.key]) || CHART_BLUE} />)}
    </Bar>
  );
  return vertical ? (
    <BarChart data={data} layout="vertical" margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
      <CartesianGrid strokeDasharray="3 3" horizontal={false} />
      <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
      <YAxis type="category" dataKey="label" width={110} tick={{ fontSize: 12 }} />
      <Tooltip />
      {bar}
    </BarChart>
  ) : (
    <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" interval={0} angle={-30} textAnchor="end" height={56} tick={{ fontSize: 12 }} />
      <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
      <Tooltip />
      {bar}
    </BarChart>
  );
}

export interface MonthTrendProps<Row> {
  /** One row a month, with its axis `label` (e.g. "Nov 26"). */
  data: (Row & { label: string })[];
  dataKey: keyof Row & string;
  name: string;
  /** Axis unit, e.g. "%". Without it the axis counts whole numbers. */
  unit?: string;
}

export function MonthTrend<Row>({ data, dataKey, name, unit }: MonthTrendProps<Row>) {
  return (
    <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: -16 }}>
      <CartesianGrid strokeDasharray="3 3" vertical={false} />
      <XAxis dataKey="label" tick={{ fontSize: 12 }} />
      {unit ? <YAxis tick={{ fontSize: 12 }} unit={unit} /> : <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />}
      <Tooltip />
      <Line type="monotone" dataKey={dataKey} name={name} stroke={CHART_BLUE} strokeWidth={2} isAnimationActive={false} />
    </LineChart>
  );
}
