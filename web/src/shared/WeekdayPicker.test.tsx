import { describe, expect, it } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { WeekdayPicker } from './WeekdayPicker';

const REFUSAL = "Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed";

function Picker() {
  return (
    <Form>
      <Form.Item name="startDate" label="Start date">
        <WeekdayPicker name="startDate" refusal={REFUSAL} aria-label="Start date" />
      </Form.Item>
    </Form>
  );
}

describe('WeekdayPicker', () => {
  it('says why a typed Saturday is refused, under the field, as the box is left', async () => {
    render(<Picker />);
    const box = await screen.findByRole('textbox', { name: 'Start date' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '28/11/2026' } });
    fireEvent.blur(box);
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
  });

  it('says it on Enter too, and nothing for a working day', async () => {
    render(<Picker />);
    const box = await screen.findByRole('textbox', { name: 'Start date' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '27/11/2026' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.blur(box);
    expect(screen.queryByText(REFUSAL)).toBeNull();
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: '29/11/2026' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
  });
});
