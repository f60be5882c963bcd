/**
 * Bundle budget: the initial JavaScript of /login and of every signed-in page's first load, measured
 * from Vite's build manifest (gzip sizes, not timings). Fails when a route grows past its budget.
 */
import path from 'node:path';
import { describe, it, expect, beforeAll } from '@jest/globals';
import { ensureWebBuilt } from './support/webBuild.cjs';
import { routeSizes, kb, type RouteSize } from './support/bundleSizes';

const WEB = path.resolve(__dirname, '../../web');
let sizes: RouteSize[] = [];

beforeAll(() => {
  ensureWebBuilt();
  sizes = routeSizes(WEB);
}, 240_000);

describe('initial JavaScript per route', () => {
  it('measures /login and every page of the route table', () => {
    expect(sizes[0]!.route).toBe('/login');
    expect(sizes.length).toBeGreaterThan(20);
  });

  it('keeps /login within its budget, without the tables, pickers and uploads of the signed-in pages', () => {
    const login = sizes[0]!;
    expect(`${login.route} ${kb(login.gzip)}`).toBe(`${login.route} ${login.gzip <= login.budget ? kb(login.gzip) : `over ${kb(login.budget)}`}`);
    // Rolldown names a shared chunk after its first module: antd's table, date picker and upload stay out.
    expect(login.fileNames.filter((f) => /\/(table|date-picker|upload|UploadOutlined|select|ColorPicker|Shell|SignedIn)-/.test(f))).toEqual([]);
  });

  it('keeps every signed-in page within its budget', () => {
    const over = sizes
      .slice(1)
      .filter((s) => s.gzip > s.budget)
      .map((s) => `${s.route}: ${kb(s.gzip)} > ${kb(s.budget)}`);
    expect(over).toEqual([]);
  });
});
