/** antd's Select alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
import { Select } from 'antd';

export default Select;
