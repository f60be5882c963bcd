/**
 * Vite 8 build of the web client. JSX goes through Vite's built-in Oxc transform (automatic runtime), so no
 * React plugin is needed. The gateway serves `web/dist`; in dev, /graphql and /files are proxied to it.
 */
import { defineConfig } from 'vite';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';

export default defineConfig({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // antd marks its modules "use client" (a React Server Components hint with no meaning in a browser bundle).
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: gateway, changeOrigin: true },
      '/files': { target: gateway, changeOrigin: true },
    },
  },
});
