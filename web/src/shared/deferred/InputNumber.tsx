/** antd's number box on numbers alone, for `lazy(() => import(...))` in ../NumberInput (a bundle chunk of its own). */
import { InputNumber, type InputNumberProps } from 'antd';

export default function NumberBox(props: InputNumberProps<number>) {
  return <InputNumber<number> {...props} />;
}
