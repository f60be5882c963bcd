/**
 * `/main/employees/dailyHours` (team leaders): log an agent's hours of a day on a dialer. Hours are typed as h:mm; a
 * day is a working day, a weekend, or a holiday worked (then its holiday, whose period must hold the date: SPEC §8
 * "The selected date doesn't fall in the vacation period"). The shift (start and end, both or neither) is picked on SPEC §5's
 * time picker. Success: "Daily hours logged". Below, this month's logs.
 */
import { useState } from 'react';
import { Card, Flex, Form, Input } from 'antd';
import { DatePicker, Select } from '../../shared/deferred';
import dayjs, { type Dayjs } from 'dayjs';
import { useDialersQuery, useLogDailyHoursMutation, usePayHolidaysQuery } from './pay.generated';
import { PersonPicker } from '../../shared/PersonPicker';
import { useFailureToast } from '../../shared/feedback';
import { rules } from '../../shared/formRules';
import { formatDate, toIsoDate } from '../../shared/format';
import { PageForm } from '../../shared/PageForm';
import { PageTitle } from '../../shared/PageTitle';
import { hoursRule, parseHours } from './hours';
import { deferredPart, emptyBlock } from '../../shared/deferred';
import { TimeField } from '../../shared/TimeField';

/** This month's logs sit below the form: their table loads after the first paint (a short list's space meanwhile). */
const WorkedHoursTable = deferredPart(() => import('./WorkedHoursTable'), 'WorkedHoursTable', emptyBlock(240));

export const VACATION_PERIOD = "The selected date doesn't fall in the vacation period";
const HOLIDAY = 'holiday';

interface Values {
  resId: string;
  date: Dayjs;
  dialerId: string;
  hours: string;
  dayType: string;
  vacId?: string;
  shiftStart?: string | null;
  shiftEnd?: string | null;
}

/** A shift has both ends or none: the missing one is required (SPEC §5 message) once the other is set. */
const bothOrNeither =
  (other: string, entity: string): import('antd').FormRule =>
  ({ getFieldValue }) => ({
    validator: (_r, value) => (!value && getFieldValue(other) ? Promise.reject(new Error(`${entity} is required`)) : Promise.resolve()),
  });

export default function DailyHoursPage() {
  const [form] = Form.useForm<Values>();
  const dialers = useDialersQuery();
  const holidays = usePayHolidaysQuery();
  useFailureToast(dialers.error ?? holidays.error, 'load the form');
  const [log] = useLogDailyHoursMutation();
  const [version, setVersion] = useState(0);
  const dayType = Form.useWatch('dayType', form);

  const inHoliday: import('antd').FormRule = ({ getFieldValue }) => ({
    validator: (_r, vacId) => {
      const date = getFieldValue('date') as Dayjs | undefined;
      const h = holidays.data?.holidays.items.find((x) => x.id === vacId);
      if (!vacId || !date || !h) return Promise.resolve();
      const d = date.format('YYYY-MM-DD');
      return d >= h.startDate && d <= h.endDate ? Promise.resolve() : Promise.reject(new Error(VACATION_PERIOD));
    },
  });

  const save = (v: Values) => {
    const holiday = v.dayType === HOLIDAY;
    return log({
      variables: {
        input: {
          resId: v.resId,
          date: toIsoDate(v.date)!,
          dialerId: v.dialerId,
          hoursWorked: parseHours(v.hours)!,
          dayType: holiday ? null : v.dayType,
          vacId: holiday ? v.vacId : null,
          shiftStart: v.shiftStart ?? null,
          shiftEnd: v.shiftEnd ?? null,
        },
      },
    });
  };

  return (
    <Flex vertical gap={24}>
      <Card title={<PageTitle>Log daily hours</PageTitle>}>
        <PageForm<Values>
          form={form}
          save={save}
          success="Daily hours logged"
          failure="Failed to log daily hours"
          onSaved={() => {
            form.setFieldsValue({ resId: undefined, hours: undefined, shiftStart: null, shiftEnd: null });
            setVersion((n) => n + 1);
          }}
          submitText="Log hours"
          initialValues={{ date: dayjs(), dayType: 'working day' }}
          style={{ maxWidth: 560 }}
          onValuesChange={(changed) => {
            if ('date' in changed && form.getFieldValue('vacId')) void form.validateFields(['vacId']);
          }}
        >
          <Form.Item name="resId" label="Agent" rules={[rules.requiredSelect('Agent')]}>
            <PersonPicker purpose="REPORTS" valueKey="resId" />
          </Form.Item>
          <Form.Item name="date" label="Date" rules={[rules.requiredSelect('Date')]}>
            <DatePicker format="DD/MM/YYYY" allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
          <Form.Item name="dialerId" label="Dialer" rules={[rules.requiredSelect('Dialer')]}>
            <Select
              showSearch
              optionFilterProp="label"
              loading={dialers.loading}
              options={dialers.data?.dialers.items.map((d) => ({ value: d.id, label: d.dialerName }))}
            />
          </Form.Item>
          <Form.Item name="hours" label="Hours worked (h:mm)" rules={[rules.required('Hours worked'), hoursRule]}>
            <Input placeholder="7:30" inputMode="numeric" style={{ width: 140 }} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item name="shiftStart" label="Shift start" dependencies={['shiftEnd']} rules={[bothOrNeither('shiftEnd', 'Shift start')]}>
              <TimeField />
            </Form.Item>
            <Form.Item name="shiftEnd" label="Shift end" dependencies={['shiftStart']} rules={[bothOrNeither('shiftStart', 'Shift end')]}>
              <TimeField />
            </Form.Item>
          </Flex>
          <Form.Item name="dayType" label="Day type" rules={[rules.requiredSelect('Day type')]}>
            <Select
              options={[
                { value: 'working day', label: 'Working day' },
                { value: 'weekend', label: 'Weekend' },
                { value: HOLIDAY, label: 'Holiday worked' },
              ]}
            />
          </Form.Item>
          {dayType === HOLIDAY && (
            <Form.Item name="vacId" label="Holiday" dependencies={['date']} rules={[rules.requiredSelect('Holiday'), inHoliday]}>
              <Select
                loading={holidays.loading}
                options={holidays.data?.holidays.items.map((h) => ({
                  value: h.id,
                  label: `${h.vacName} (${formatDate(h.startDate)}${h.endDate !== h.startDate ? ` – ${formatDate(h.endDate)}` : ''}, ×${h.multipleOfPay})`,
                }))}
              />
            </Form.Item>
          )}
        </PageForm>
      </Card>
      <Card title="Hours logged this month">
        <WorkedHoursTable month={dayjs().format('YYYY-MM')} version={version} />
      </Card>
    </Flex>
  );
}
