/**
 * Every benchmark `npm run bench` runs: each case file of this folder exports its cases (a BenchCase, or a list of
 * them), found here by reading the folder, so a new domain adds a case file and no line anywhere else. Files run in
 * name order, a file's cases in its export order.
 */
import { readdirSync } from 'node:fs';
import type { BenchCase } from '../lib';

const isCase = (value: unknown): value is BenchCase =>
  typeof value === 'object' && value !== null && 'name' in value && 'baseline' in value && 'variants' in value;

/** The cases a module exports (helpers such as a seeding function are not cases). */
const casesOf = (module: Record<string, unknown>): BenchCase[] =>
  Object.values(module).flatMap((value) => (Array.isArray(value) ? value.filter(isCase) : isCase(value) ? [value] : []));

export async function loadCases(): Promise<BenchCase[]> {
  const files = readdirSync(__dirname)
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .sort();
  const modules = await Promise.all(files.map((file) => import(`./${file.replace(/\.ts$/, '')}`) as Promise<Record<string, unknown>>));
  const cases = modules.flatMap(casesOf);
  const names = cases.map((c) => c.name);
  const twice = names.filter((name, i) => names.indexOf(name) !== i);
  if (twice.length) throw new Error(`Benchmark names used twice: ${twice.join(', ')}`);
  return cases;
}
