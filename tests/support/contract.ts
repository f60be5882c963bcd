/**
 * The REST contract check: every call the gateway makes must be an operation of upstream/openapi.json
 * (`METHOD /path` with `{param}` templates matched against concrete paths). Until that document exists the check
 * passes (the lead drops it in; upstream/openapi.json is generated from the upstream's route schemas).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Doc = { paths?: Record<string, Record<string, unknown>> };

const DOC = join(__dirname, '../../upstream/openapi.json');

/** Test-only routes outside the contract. */
const TEST_ONLY = /^\w+ \/__/;

let operations: RegExp[] | null | undefined;

function loadOperations(): RegExp[] | null {
  if (!existsSync(DOC)) return null;
  const doc = JSON.parse(readFileSync(DOC, 'utf8')) as Doc;
  const out: RegExp[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    for (const method of Object.keys(item)) {
      if (/^(get|post|put|patch|delete)$/.test(method)) out.push(new RegExp(`^${method.toUpperCase()} ${pattern}$`));
    }
  }
  return out;
}

/** The calls (`METHOD /path`) that match no operation of the document; none when there is no document yet. */
export function unknownOperations(calls: Iterable<string>): string[] {
  if (operations === undefined) operations = loadOperations();
  const ops = operations;
  if (!ops) return [];
  return [...calls].filter((call) => !TEST_ONLY.test(call) && !ops.some((op) => op.test(call)));
}
