/** antd's Modal alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Modal as default } from 'antd';
