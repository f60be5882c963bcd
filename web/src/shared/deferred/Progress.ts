/** antd's Progress alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Progress as default } from 'antd';
