/**
 * The build's antd stylesheet (web/build/antdSampler.tsx, antdStylesheet.ts) holds the styles of the components it
 * samples; a component the app imports but the sampler lacks would have its styles made at run time on every page
 * load again. This keeps the sampler's list complete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { SAMPLES } from '../../build/antdSampler';
import { antdValueImports, sourceFiles } from '../test/sourceFiles';

/** Imported from antd but not components with styles of their own. */
const NOT_COMPONENTS = new Set(['ConfigProvider', 'Grid', 'theme', 'notification', 'message']);

describe('antd stylesheet sampler', () => {
  it('samples every antd component the app imports', () => {
    const imported = new Set<string>();
    for (const file of sourceFiles(path.join(__dirname, '..'))) {
      for (const name of antdValueImports(fs.readFileSync(file, 'utf8'))) imported.add(name);
    }
    const missing = [...imported].filter((name) => !NOT_COMPONENTS.has(name) && !(name in SAMPLES));
    expect(imported.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
