/**
 * jest's jsdom environment, with nwsapi's cache of compiled selectors sized for antd's stylesheet.
 *
 * Why: every testing-library role query judges each candidate's visibility with `getComputedStyle` on it and its
 * ancestors, and jsdom computes a style by matching every CSS rule of the document, in order, through nwsapi. nwsapi
 * keeps 1,000 compiled selectors in an LRU cache; a page whose antd styles hold more distinct selectors than that
 * sweeps the cache in order and evicts each selector just before it is needed again, so every match recompiles. The
 * documents page test (table, selects, dialogs, toasts) spent 19 s a case there, 4 s with room for every selector.
 *
 * nwsapi offers no setting for the limit, so its source is loaded once here with a larger one, before jsdom requires
 * it. A new nwsapi without that line stops the run rather than quietly bringing the slow tests back.
 */
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');

const CACHE_LIMIT = 20000;
const file = require.resolve('nwsapi', { paths: [path.dirname(require.resolve('jsdom'))] });
const source = fs.readFileSync(file, 'utf8');
const patched = source.replace(/\bCACHE_LIMIT = 1000,/, `CACHE_LIMIT = ${CACHE_LIMIT},`);
if (patched === source) throw new Error(`web/test/jsdomEnvironment.cjs: no "CACHE_LIMIT = 1000," in ${file}; re-check nwsapi's cache`);
if (!require.cache[file]) {
  const nwsapi = new Module(file, module);
  nwsapi.filename = file;
  nwsapi.paths = Module._nodeModulePaths(path.dirname(file));
  nwsapi._compile(patched, file);
  nwsapi.loaded = true;
  require.cache[file] = nwsapi;
}

module.exports = require('jest-environment-jsdom');
