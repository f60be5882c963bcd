/**
 * Pages take a form's select, date picker and number box from the kit (./index.tsx, ../NumberInput), which loads
 * antd's control on first render, never from antd directly: one static import would put the control (27-35 KB) back
 * into that page's first download (past its bundle budget, tests/e2e/bundle-budget.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { antdValueImports, sourceFiles } from '../../test/sourceFiles';

const src = join(__dirname, '../..');
const LAZY = ['Select', 'DatePicker', 'InputNumber'];
/** The modules that are the lazily loaded chunks themselves. */
const CHUNKS = [
  'shared/deferred/Select.ts',
  'shared/deferred/DatePicker.ts',
  'shared/deferred/RangePicker.ts',
  'shared/deferred/InputNumber.tsx',
  'shared/filterControls.tsx',
];

describe('form controls come from the kit', () => {
  it('reads value imports, not type imports', () => {
    expect(antdValueImports("import { Button, Select, type SelectProps } from 'antd';")).toEqual(['Button', 'Select']);
  });

  it('no page or component imports Select, DatePicker or InputNumber from antd', () => {
    const offenders = sourceFiles(src)
      .map((f) => relative(src, f).replaceAll('\\', '/'))
      .filter((f) => !CHUNKS.includes(f))
      .flatMap((f) =>
        antdValueImports(readFileSync(join(src, f), 'utf8'))
          .filter((n) => LAZY.includes(n))
          .map((n) => `${f}: ${n}`),
      );
    expect(offenders).toEqual([]);
  });
});
