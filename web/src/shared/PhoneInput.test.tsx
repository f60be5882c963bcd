/**
 * The phone field: the country picker defaults to US (+1, SPEC §9), what the user types stays in the box as typed, the
 * value carries the shown country's code, a typed "+code" is kept as typed, and SPEC §5's message shows beside it.
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { PhoneInput } from './PhoneInput';
import { rules } from './formRules';
import { joinPhone, splitPhone } from './phoneCountries';

function Harness({ initial, onValue }: { initial?: string; onValue: (v: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} name="p" initialValues={{ phone: initial }} onValuesChange={(_c, all) => onValue(all.phone)}>
      <Form.Item name="phone" label="Phone" rules={[rules.phone()]}>
        <PhoneInput />
      </Form.Item>
      <Button onClick={() => onValue(form.getFieldValue('phone'))}>read</Button>
    </Form>
  );
}

const box = () => document.getElementById('p_phone') as HTMLInputElement;
/** The picker's shown country (its code loads after the field: waited for). */
const country = async () => (await screen.findByRole('combobox', { name: 'Country code' })).closest('.ant-select')?.textContent;

describe('PhoneInput', () => {
  it('defaults to US +1 and keeps what was typed, the value carrying +1', async () => {
    const values: unknown[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    expect(await country()).toBe('US +1');
    fireEvent.change(box(), { target: { value: '(202) 555-0143' } });
    expect(box().value).toBe('(202) 555-0143');
    expect(values.at(-1)).toBe('+1 (202) 555-0143');
  });

  it('keeps a number typed with its own +code as typed, and the picker follows it', async () => {
    const values: unknown[] = [];
    render(<Harness onValue={(v) => values.push(v)} />);
    fireEvent.change(box(), { target: { value: '+44 20 7946 0958' } });
    expect(box().value).toBe('+44 20 7946 0958');
    expect(values.at(-1)).toBe('+44 20 7946 0958');
    await waitFor(async () => expect(await country()).toBe('GB +44'));
  });

  it('opens a stored number split into its country and the rest, and leaves it unchanged until edited', async () => {
    const values: unknown[] = [];
    render(<Harness initial="+20 100 123 4567" onValue={(v) => values.push(v)} />);
    expect(await country()).toBe('EG +20');
    expect(box().value).toBe('100 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'read' }));
    expect(values.at(-1)).toBe('+20 100 123 4567');
  });

  it('says "Invalid Phone Number" beside a bad number, and nothing when empty', async () => {
    render(<Harness onValue={() => undefined} />);
    fireEvent.change(box(), { target: { value: '12ab' } });
    expect(await screen.findByText('Invalid Phone Number')).toBeInTheDocument();
    expect(box().value).toBe('12ab');
    fireEvent.change(box(), { target: { value: '' } });
    await waitFor(() => expect(screen.queryByText('Invalid Phone Number')).toBeNull());
  });

  it('splits and joins: the longest code wins, +1 reads as the US, blank stays empty', () => {
    expect(splitPhone('+1 202 555 0143')).toEqual({ country: 'US', number: '202 555 0143' });
    expect(splitPhone('+971 50 123 4567')).toEqual({ country: 'AE', number: '50 123 4567' });
    expect(splitPhone('01001234567')).toEqual({ country: null, number: '01001234567' });
    expect(joinPhone('EG', '100 123 4567')).toBe('+20 100 123 4567');
    expect(joinPhone('US', '+44 20')).toBe('+44 20');
    expect(joinPhone('US', '  ')).toBe('');
  });
});
