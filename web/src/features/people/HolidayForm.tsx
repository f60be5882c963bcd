/** The add form of `/main/holiday` (./HolidayPage loads it after its first paint): name, multiple of pay, dates. */
import { Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { RangePicker } from '../../shared/deferred';
import { useAddHolidayMutation } from './people.generated';
import { rules } from '../../shared/formRules';
import { toIsoDate } from '../../shared/format';
import { PageForm } from '../../shared/PageForm';
import { NumberInput } from '../../shared/NumberInput';
import { HOLIDAY_FIELDS } from './holidayFields';
import { FIELD_LIMITS } from '../../generated/fieldLimits';

interface Values {
  vacName: string;
  multipleOfPay: number;
  period: [Dayjs, Dayjs];
}

const [NAME, MULTIPLE, DATES] = HOLIDAY_FIELDS;

export function HolidayForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const [add] = useAddHolidayMutation();

  // A range picker sorts its two dates ascending.
  const save = (v: Values) =>
    add({
      variables: {
        input: { vacName: v.vacName.trim(), multipleOfPay: v.multipleOfPay, startDate: toIsoDate(v.period[0])!, endDate: toIsoDate(v.period[1])! },
      },
    });

  return (
    <PageForm<Values>
      save={save}
      success="Holiday added"
      failure="Failed to add holiday"
      reset
      onSaved={onAdded}
      submitText="Add"
      layout="inline"
      initialValues={{ multipleOfPay: 2 }}
    >
      <Form.Item
        name="vacName"
        label={NAME.label}
        rules={[rules.required(NAME.label), rules.maxLength(NAME.label, FIELD_LIMITS['POST /vacations'].vac_name.max)]}
      >
        <Input style={{ width: NAME.width }} />
      </Form.Item>
      <Form.Item
        name="multipleOfPay"
        label={MULTIPLE.label}
        rules={[
          rules.requiredSelect(MULTIPLE.label),
          rules.numeric(),
          rules.lessThanOrEqual(MULTIPLE.label, FIELD_LIMITS['POST /vacations'].multiple_of_pay.max),
        ]}
      >
        <NumberInput step={0.5} style={{ width: MULTIPLE.width }} />
      </Form.Item>
      <Form.Item name="period" label={DATES.label} rules={[rules.requiredSelect(DATES.label)]}>
        <RangePicker format="DD/MM/YYYY" style={{ width: DATES.width }} />
      </Form.Item>
    </PageForm>
  );
}
