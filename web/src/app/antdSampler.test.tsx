/**
 * The build's antd stylesheet (web/build/antdSampler.tsx, antdStylesheet.ts) holds the styles of the components it
 * samples; a component the app imports but the sampler lacks would have its styles made at run time on every page
 * load again. This keeps the sampler's list complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SAMPLES } from '../../build/antdSampler';

/** Imported from antd but not components with styles of their own. */
const NOT_COMPONENTS = new Set(['ConfigProvider', 'Grid', 'theme', 'notification', 'message']);

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

describe('antd stylesheet sampler', () => {
  it('samples every antd component the app imports', () => {
    const imported = new Set<string>();
    for (const file of sources(path.join(__dirname, '..'))) {
      for (const [, names] of fs.readFileSync(file, 'utf8').matchAll(/import \{([^}]+)\} from 'antd'/g)) {
        for (const name of names.split(',').map((n) => n.trim())) {
          if (name && !name.startsWith('type ')) imported.add(name.split(' as ')[0]!.trim());
        }
      }
    }
    const missing = [...imported].filter((name) => !NOT_COMPONENTS.has(name) && !(name in SAMPLES));
    expect(imported.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
