/**
 * Every domain folder of gateway/src/modules declares itself in an index.ts manifest, and the generated list
 * (modules/manifests.generated.ts, `npm run generate`) has every manifest once: a folder left out would be a domain
 * whose resolvers and access rules the gateway never loads.
 */
import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { manifests } from '../src/modules/manifests.generated';

const MODULES = join(__dirname, '../src/modules');
const folders = readdirSync(MODULES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('domain manifests', () => {
  it.each(folders)('%s has an index.ts manifest', (folder) => {
    expect(existsSync(join(MODULES, folder, 'index.ts'))).toBe(true);
  });

  it('lists every folder once, each manifest named after its folder', () => {
    expect(manifests.map((manifest) => manifest.name).sort()).toEqual(folders);
  });

  it('gives every domain its resolvers', async () => {
    for (const manifest of manifests) expect([manifest.name, (await manifest.resolvers()).length > 0]).toEqual([manifest.name, true]);
  });
});
