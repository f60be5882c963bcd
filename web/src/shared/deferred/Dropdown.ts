/** antd's Dropdown alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Dropdown as default } from 'antd';
