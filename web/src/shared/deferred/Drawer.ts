/** antd's Drawer alone, for `lazy(() => import(...))` in ./index.tsx (a bundle chunk of its own). */
export { Drawer as default } from 'antd';
