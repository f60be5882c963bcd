/**
 * Every generated file is what `npm run generate` writes from the committed sources (scripts/generate.ts: the
 * OpenAPI document, the REST contract types, schema.graphql, the web's operations, ARCHITECTURE.md's tables): a stale
 * or missing file fails here (else: run `npm run generate` and commit the files).
 */
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

describe('npm run generate', () => {
  it('output is committed and up to date (generate --check)', () => {
    // Each step runs in a child process (the codegen CLI is ESM inside); --check writes nothing and names stale files.
    const run = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/generate.ts', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect({ status: run.status, stale: run.status === 0 ? '' : `${run.stdout}${run.stderr}` }).toEqual({ status: 0, stale: '' });
  }, 180_000);

  it('leaves no generated module without its .graphql file', () => {
    const src = path.join(root, 'web/src');
    const orphans = (fs.readdirSync(src, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.generated.ts') && !fs.existsSync(path.join(src, f.replace(/\.generated\.ts$/, '.graphql'))),
    );
    expect(orphans).toEqual([]);
  });
});
