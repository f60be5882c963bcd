/** antd's date range picker alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
import { DatePicker } from 'antd';

export default DatePicker.RangePicker;
