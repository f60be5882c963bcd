/** antd's Tooltip alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Tooltip as default } from 'antd';
