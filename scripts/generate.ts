/**
 * `npm run generate`: every generated file of the repository, in the order each feeds the next:
 *   modules       gateway/src/modules/*\/index.ts -> gateway/src/modules/manifests.generated.ts (the domain list)
 *   openapi       upstream route schemas      -> upstream/openapi.json
 *   contract      upstream/openapi.json       -> gateway/src/rest/generated/contract.ts (REST request/answer types)
 *   sortKeys      upstream/openapi.json       -> gateway/src/rest/generated/sortKeys.ts (each list's sort keys)
 *   fieldLimits   upstream/openapi.json       -> web/src/generated/fieldLimits.ts (the web forms' bounds)
 *   schema        gateway resolvers           -> schema.graphql
 *   codegen       schema.graphql + .graphql   -> web/src/generated/graphql.ts, web/src/**\/X.generated.ts (codegen.yml)
 *   architecture  gateway access table        -> the generated tables of docs/ARCHITECTURE.md
 *   routes        web/src/features/*\/routes.ts -> web/src/generated/routes.ts (the web's route modules, indexed)
 * `--check` writes nothing: each step is run against the committed inputs and its output compared with the committed
 * file; the names of the stale files are printed and the exit code is 1 (tests/integration/generated.test.ts).
 * Steps can be picked by name: `npm run generate -- schema codegen`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const bin = (p: string) => path.join(root, 'node_modules', p);
const TSX = bin('tsx/dist/cli.mjs');

interface Step {
  name: string;
  /** The committed file the step writes (codegen: checked by its own `--check`). */
  file?: string;
  /** Arguments of `node` writing the output to `out`. */
  command: (out: string, check: boolean) => string[];
}

export const STEPS: Step[] = [
  { name: 'modules', file: 'gateway/src/modules/manifests.generated.ts', command: (out) => [TSX, 'gateway/scripts/moduleIndex.ts', out] },
  { name: 'openapi', file: 'upstream/openapi.json', command: (out) => [TSX, 'upstream/scripts/openapi.ts', out] },
  {
    name: 'contract',
    file: 'gateway/src/rest/generated/contract.ts',
    command: (out) => [bin('openapi-typescript/bin/cli.js'), 'upstream/openapi.json', '-o', out],
  },
  { name: 'sortKeys', file: 'gateway/src/rest/generated/sortKeys.ts', command: (out) => [TSX, 'scripts/sort-keys.ts', out] },
  { name: 'fieldLimits', file: 'web/src/generated/fieldLimits.ts', command: (out) => [TSX, 'scripts/field-limits.ts', out] },
  { name: 'schema', file: 'schema.graphql', command: (out) => [TSX, 'gateway/scripts/emit-schema.ts', out] },
  {
    name: 'codegen',
    command: (_out, check) => [bin('@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.yml', ...(check ? ['--check'] : [])],
  },
  { name: 'architecture', file: 'docs/ARCHITECTURE.md', command: (out) => [TSX, 'gateway/scripts/architecture-doc.ts', out] },
  { name: 'routes', file: 'web/src/generated/routes.ts', command: (out) => [TSX, 'web/build/routeIndex.ts', out] },
];

function run(step: Step, check: boolean): boolean {
  const target = step.file && path.join(root, step.file);
  const out = target && check ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hr-generate-')), path.basename(target)) : (target ?? '');
  const result = spawnSync(process.execPath, step.command(out, check), { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(`${step.name}: ${check ? 'stale or failed' : 'failed'}\n${result.stdout}${result.stderr}\n`);
    return false;
  }
  if (!check || !target) {
    if (!check) console.log(`${step.name}: ${step.file ?? 'done'}`);
    return true;
  }
  const fresh = fs.readFileSync(out, 'utf8');
  fs.rmSync(path.dirname(out), { recursive: true, force: true });
  if (fs.existsSync(target) && fs.readFileSync(target, 'utf8') === fresh) return true;
  process.stderr.write(`${step.name}: ${step.file} is stale: run \`npm run generate\` and commit it\n`);
  return false;
}

const args = process.argv.slice(2);
const check = args.includes('--check');
const picked = args.filter((a) => !a.startsWith('--'));
const unknown = picked.filter((name) => !STEPS.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; steps: ${STEPS.map((s) => s.name).join(', ')}`);
  process.exit(2);
}
let ok = true;
for (const step of STEPS) {
  if (picked.length > 0 && !picked.includes(step.name)) continue;
  // A failed step stops a write (the next ones read its output); a check goes on to name every stale file.
  ok = run(step, check) && ok;
  if (!ok && !check) break;
}
process.exit(ok ? 0 : 1);
