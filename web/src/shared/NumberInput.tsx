/**
 * THE number field of every form: antd's InputNumber WITHOUT min/max, because those silently change what was typed
 * (−5 became 0, 30 became 24) and hide the mistake. Bounds belong in the Form.Item's rules (formRules: numeric,
 * lessThan..., greaterThan...), which say what is wrong and keep submit disabled.
 *
 *   <Form.Item name="hours" rules={[rules.numeric(), rules.lessThanOrEqual('Hours', 24)]}><NumberInput /></Form.Item>
 *
 * antd's InputNumber (5 KB with its decimal arithmetic) loads on first render, an empty box of the field's width
 * meanwhile, like the kit's selects and date pickers (./deferred).
 */
import type { InputNumberProps } from 'antd';
import { boxOfStyleWidth, deferred } from './deferred';
import { CURRENCY } from './format';

const NumberBox = deferred(() => import('./deferred/InputNumber'), boxOfStyleWidth());

export type NumberInputProps = Omit<InputNumberProps<number>, 'min' | 'max'>;

export function NumberInput({ style, ...props }: NumberInputProps) {
  return <NumberBox style={{ width: '100%', ...style }} {...props} />;
}

/** An amount of money: the number field with the company's currency code before it ("USD"), so no one types another. */
export function MoneyInput(props: NumberInputProps) {
  return <NumberInput prefix={CURRENCY} {...props} />;
}
