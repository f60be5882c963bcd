/**
 * Which test files the repeated runs of `npm test` take, read from tags in a file's first comment (its docblock):
 *
 *   @spec GET /leave_requests/company, GET /employees?ids   the SPEC-only run (UPSTREAM_PROFILE=spec) takes this file;
 *                                                          it tests the fallbacks of these extensions (spelled as in
 *                                                          upstream/openapi.json: `METHOD /path/{id}`, `METHOD /path?param`).
 *                                                          A bare `@spec` takes a file for fallbacks of no one extension.
 *   @postgres leave                                        the PostgreSQL run takes this file: the integration subset
 *                                                          that covers that domain on PostgreSQL (`store` for upstream
 *                                                          store and concurrency tests).
 *
 * An untagged file runs once, on PGlite with the full upstream (the first run takes every file, tagged or not).
 * tests/integration/suite-rules.test.ts checks the tags: every extension of upstream/src/http/extensions.ts has a
 * `@spec` file, every domain a `@postgres` one. CommonJS, because jest.config.cjs reads it too.
 */
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

/** `{ spec: string[] | undefined, postgres: string[] | undefined }` of one file (undefined: not tagged). */
function tagsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const doc = /^\s*\/\*\*([\s\S]*?)\*\//.exec(text)?.[1] ?? '';
  const tags = {};
  for (const m of doc.matchAll(/^\s*\*\s*@(spec|postgres)\b([^\n]*)/gm)) {
    const values = m[2]
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    tags[m[1]] = [...(tags[m[1]] ?? []), ...values];
  }
  return tags;
}

/** The test files (absolute paths) under `dir` (relative to the repository). */
function testFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(p);
      } else if (/\.test\.tsx?$/.test(entry.name)) out.push(p);
    }
  };
  walk(path.join(ROOT, dir));
  return out.sort();
}

/** The test files under `dir` tagged `tag` (`spec` or `postgres`). */
function taggedFiles(dir, tag) {
  return testFiles(dir).filter((file) => tagsOf(file)[tag] !== undefined);
}

module.exports = { ROOT, tagsOf, testFiles, taggedFiles };
