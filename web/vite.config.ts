/**
 * Vite 8 build of the web client. JSX goes through Vite's built-in Oxc transform (automatic runtime), so no
 * React plugin is needed. The gateway serves `web/dist`; in dev, /graphql and /files are proxied to it.
 * Two pages: the app (index.html) and the offline GraphQL explorer (graphiql.html, served at /graphiql).
 * The build writes a manifest (the bundle budget test reads it) and brotli/gzip twins of every asset; antd parts the
 * app never renders where antd imports them load lazily (build/lazyParts.ts); antd's table measures the scroll bar only
 * when it has a fixed header (build/tableMeasure.ts); forms load their rule checker on first use or when idle
 * (build/lazyValidator.ts); /login is prerendered (build/prerenderLogin.ts).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import { lazyParts } from './build/lazyParts';
import { tableMeasure } from './build/tableMeasure';
import { lazyValidator } from './build/lazyValidator';
import { prebuiltStyles } from './build/prebuiltStyles';
import { precompress } from './build/precompress';
import { prerenderLogin } from './build/prerenderLogin';
import { antdStylesheet } from './build/antdStylesheet';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:4000';
const require = createRequire(import.meta.url);

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  plugins: [lazyParts(), tableMeasure(), lazyValidator(), prebuiltStyles(), prerenderLogin(), antdStylesheet(), precompress()],
  resolve: {
    // react-router's package exports only its development build; the production one drops dev-only checks.
    // antd's `antd/locale/*` files are CommonJS (they pull a second copy of the locale through antd/lib): use the ESM.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs') },
            { find: /^antd\/locale\/(.*)$/, replacement: 'antd/es/locale/$1' },
          ]
        : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The explorer's editor (Monaco) is one large chunk, loaded only on /graphiql.
    chunkSizeWarningLimit: 6000,
    manifest: true,
    rolldownOptions: {
      // antd's helper packages declare no `sideEffects`, so every module they import stays in the bundle even when
      // unused; their modules only define components and helpers (styles are CSS-in-JS, made on render).
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]node_modules[\\/](@rc-component|@ant-design|rc-[^\\/]+)[\\/]/, sideEffects: false }],
      },
      input: { main: path.join(import.meta.dirname, 'index.html'), graphiql: path.join(import.meta.dirname, 'graphiql.html') },
      output: {
        // antd's small helper packages in one chunk: left to automatic splitting, every new lazy part cut them into
        // more chunks of 0.1-1 KB (52 files for /login), each a request and a gzip frame of its own. Together: /login
        // 183.8 -> 182.0 KB in 36 files, the heaviest page 417.1 -> 410.5 KB. (Adding trigger and overflow made
        // /login 2.7 KB heavier for 1.6 KB off pages; broader groups were tried and dropped, see the README.)
        codeSplitting: {
          groups: [{ name: 'helpers', test: /[\\/]node_modules[\\/](@rc-component[\\/](util|motion|resize-observer|portal)|clsx|@babel[\\/]runtime)[\\/]/ }],
        },
      },
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
      '/calendar-feeds': { target: gateway, changeOrigin: true },
      '/notifications/stream': { target: gateway, changeOrigin: true },
    },
  },
}));
