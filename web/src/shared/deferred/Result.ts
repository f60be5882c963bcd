/** antd's Result alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Result as default } from 'antd';
