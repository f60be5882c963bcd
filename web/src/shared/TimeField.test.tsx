/**
 * SPEC §5's time picker: 24-hour values in and out, 12-hour hh:mm AM/PM on screen.
 */
import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { TimeField, fromHhmm } from './TimeField';
import { formatTime } from './format';

describe('time picker', () => {
  it('shows 24-hour values as 12-hour hh:mm AM/PM', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('09:30')).toBe('09:30 AM');
    expect(formatTime('12:00')).toBe('12:00 PM');
    expect(formatTime('22:45')).toBe('10:45 PM');
    expect(formatTime(null)).toBe('');
    expect(fromHhmm('25:00')).toBeNull();
    expect(fromHhmm('07:15')?.format('HH:mm')).toBe('07:15');
  });

  it('a form value "HH:mm" shows as hh:mm AM/PM in the field, and a typed 12-hour time comes back 24-hour', async () => {
    let value: unknown;
    render(
      <Form name="t" initialValues={{ at: '22:00' }} onValuesChange={(_c, all) => (value = all.at)}>
        <Form.Item name="at" label="At">
          <TimeField />
        </Form.Item>
      </Form>,
    );
    const input = await waitFor(() => screen.getByLabelText('At') as HTMLInputElement);
    await waitFor(() => expect(input.value).toBe('10:00 PM'));
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '06:30 AM' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(value).toBe('06:30'));
  });
});
