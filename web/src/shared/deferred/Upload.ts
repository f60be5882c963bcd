/** antd's Upload alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Upload as default } from 'antd';
