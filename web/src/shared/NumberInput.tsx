/**
 * THE number field of every form: antd's InputNumber WITHOUT min/max, because those silently change what was typed
 * (−5 became 0, 30 became 24) and hide the mistake. Bounds belong in the Form.Item's rules (formRules: numeric,
 * lessThan..., greaterThan...), which say what is wrong and keep submit disabled (issue 11).
 *
 *   <Form.Item name="hours" rules={[rules.numeric(), rules.lessThanOrEqual('Hours', 24)]}><NumberInput /></Form.Item>
 */
import { InputNumber, type InputNumberProps } from 'antd';

export type NumberInputProps = Omit<InputNumberProps<number>, 'min' | 'max'>;

export function NumberInput({ style, ...props }: NumberInputProps) {
  return <InputNumber<number> style={{ width: '100%', ...style }} {...props} />;
}
