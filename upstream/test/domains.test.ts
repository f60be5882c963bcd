/**
 * The domain layout (domain.ts, domains.ts): every folder of upstream/src is a domain with an index.ts manifest, or one
 * of the shared machinery folders (INFRA_FOLDERS); every manifest is listed in domains.ts once, under its folder's name.
 */
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { INFRA_FOLDERS } from '../src/infraFolders';
import { DOMAINS } from '../src/domains';

const SRC = path.join(__dirname, '..', 'src');
const folders = fs
  .readdirSync(SRC, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const domainFolders = folders.filter((name) => !INFRA_FOLDERS.includes(name));

describe('upstream domains', () => {
  it('the infrastructure folders exist and hold no manifest', () => {
    for (const name of INFRA_FOLDERS) {
      expect({ name, exists: folders.includes(name) }).toEqual({ name, exists: true });
      expect({ name, manifest: fs.existsSync(path.join(SRC, name, 'index.ts')) }).toEqual({ name, manifest: false });
    }
  });

  it('every other folder has an index.ts manifest', () => {
    expect(domainFolders.filter((name) => !fs.existsSync(path.join(SRC, name, 'index.ts')))).toEqual([]);
  });

  it('domains.ts lists every domain folder once, each manifest named after its folder', async () => {
    const names = DOMAINS.map((d) => d.name);
    expect([...names].sort()).toEqual([...domainFolders].sort());
    expect(new Set(names).size).toBe(names.length);
    for (const name of domainFolders) {
      const folder: { manifest?: unknown } = await import(path.join(SRC, name, 'index.ts'));
      expect({ name, listed: DOMAINS.some((d) => d === folder.manifest) }).toEqual({ name, listed: true });
    }
  });

  it('no two domains declare the same extension query rule or header route', () => {
    for (const part of ['queryRules', 'headers'] as const) {
      const keys = DOMAINS.flatMap((d) => Object.keys(d.extensions?.[part] ?? {}));
      expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    }
  });
});
