/** antd's date picker alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own), on single Dayjs dates. */
import type { ComponentType } from 'react';
import { DatePicker, type DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';

const DayjsPicker: ComponentType<DatePickerProps<Dayjs, false>> = DatePicker;
export default DayjsPicker;
