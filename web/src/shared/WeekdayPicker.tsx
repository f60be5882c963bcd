/**
 * A date picker for working days only: Saturdays and Sundays are greyed in its calendar (SPEC §5), and a weekend day
 * typed into the box, which the picker would drop without a word, is refused in words under the field as the box is
 * left or Enter is pressed.
 *
 *   <Form.Item name="startDate" label="Start date"><WeekdayPicker name="startDate" refusal={LEAVE_MESSAGES.weekend} /></Form.Item>
 */
import { Form, type DatePickerProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DatePicker } from './deferred';
import { disabledWeekend } from './dates';

dayjs.extend(customParseFormat);

const FORMAT = 'DD/MM/YYYY';

type Props = Omit<DatePickerProps<Dayjs, false>, 'disabledDate' | 'format'> & { name: string; refusal: string };

export function WeekdayPicker({ name, refusal, ...props }: Props) {
  const form = Form.useFormInstance();
  const refuseTyped = (text: string) => {
    const typed = dayjs(text, FORMAT, true);
    if (typed.isValid() && disabledWeekend(typed)) form.setFields([{ name, errors: [refusal] }]);
  };
  return (
    <DatePicker
      {...props}
      format={FORMAT}
      disabledDate={disabledWeekend}
      onBlur={(e) => refuseTyped((e.target as HTMLInputElement).value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') refuseTyped((e.target as HTMLInputElement).value);
      }}
    />
  );
}
