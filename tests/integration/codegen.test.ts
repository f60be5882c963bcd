/**
 * The web's generated operations (web/src/generated/graphql.ts, the types, and one X.generated.ts next to every
 * X.graphql) are what `npm run codegen` writes from schema.graphql and the .graphql documents: a stale, missing or
 * orphaned generated file fails here (else: run `npm run codegen` and commit the files).
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('npm run codegen', () => {
  it('output is committed and up to date (codegen --check)', () => {
    // The CLI is ESM-only inside, so it runs as a child process; --check writes nothing and exits 1 on a stale file.
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect({ status: run.status, stale: run.status === 0 ? '' : `${run.stdout}${run.stderr}` }).toEqual({ status: 0, stale: '' });
  });

  it('leaves no generated module without its .graphql file', () => {
    const src = path.join(root, 'web/src');
    const orphans = (fs.readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.generated.ts') && !fs.existsSync(path.join(src, f.replace(/\.generated\.ts$/, '.graphql'))),
    );
    expect(orphans).toEqual([]);
  });
});
