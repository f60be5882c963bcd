/**
 * Vite plugin: antd's forms check their rules with async-validator (5 KB gzip), which rc-field-form imports statically
 * although it only runs inside an async function (`validateRule`), once a field changes or the form is sent. The
 * import becomes a dynamic one, awaited there, and fetched when the browser is first idle, so every page with a form
 * paints without it and validation still finds it loaded. The build fails when rc-field-form's source changes, so an
 * upgrade cannot undo this silently.
 */
import type { Plugin } from 'vite';
import { sourcePatch } from './sourcePatch';

const FILE = '/@rc-component/form/es/utils/validateUtil.js';
const IMPORT = "import RawAsyncValidator from '@rc-component/async-validator';";
const ALIAS = 'const AsyncValidator = RawAsyncValidator;';
const START = 'async function validateRule(name, value, rule, options, messageVariables) {';

const LOADER = [
  'let RawAsyncValidator;',
  "const loadAsyncValidator = () => import('@rc-component/async-validator').then((m) => (RawAsyncValidator = m.default));",
  "if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void loadAsyncValidator().catch(() => undefined));",
].join(' ');

export const lazyValidator = (): Plugin =>
  sourcePatch({
    name: 'hr:lazy-validator',
    file: FILE,
    expected: [IMPORT, ALIAS, START],
    changed: `lazyValidator: ${FILE} changed (rc-field-form upgraded?)`,
    patch: (code) =>
      code.replace(IMPORT, LOADER).replace(ALIAS, '').replace(START, `${START}\n  const AsyncValidator = RawAsyncValidator ?? (await loadAsyncValidator());`),
  });
