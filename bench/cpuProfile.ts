/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and sums self time by package and by function (bench/profile.ts prints it).
 * `npx tsx bench/cpuProfile.ts <file.cpuprofile>` summarises one file.
 */
import { readFileSync } from 'node:fs';
import { ROOT } from './lib';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

/** Self time by function and by package (node_modules/<pkg>, upstream/src/<dir>, ...) of one .cpuprofile. */
export function summarise(file: string, top = 15): string[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const hits = new Map<number, number>();
  for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
  const total = profile.samples.length || 1;
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of profile.nodes) {
    const n = hits.get(node.id) ?? 0;
    if (!n) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/^file:\/\//, '').replace(`${ROOT}/`, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ?? (/^(\w+\/src\/[^/]+)/.exec(where)?.[1] || where || functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + n);
    const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + n);
  }
  const pct = (n: number) => `${((100 * n) / total).toFixed(1).padStart(5)}%`;
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, top);
  return [
    'by package:',
    ...sorted(byPackage).map(([k, n]) => `  ${pct(n)}  ${k}`),
    'by function (self):',
    ...sorted(byFunction).map(([k, n]) => `  ${pct(n)}  ${k}`),
  ];
}

if (process.argv[1]?.endsWith('cpuProfile.ts') && process.argv[2]) console.log(summarise(process.argv[2], Number(process.argv[3]) || 15).join('\n'));
