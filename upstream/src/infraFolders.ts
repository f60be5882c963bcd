/**
 * Folders of upstream/src that are shared machinery, not domains: `core` (the tables every domain builds on, migrated
 * first), `drivers` (the database drivers), `http` (the kits routes are written with), `largeSeed` (seed:large's runner and kit; each domain's part lives in its own folder). Every other folder is a domain
 * with an index.ts manifest (domain.ts), listed in domains.ts; test/domains.test.ts checks both, and the generated
 * domain table of docs/ARCHITECTURE.md reads this list. Kept apart from domain.ts so that table reads it without
 * the upstream's types.
 */
export const INFRA_FOLDERS: readonly string[] = ['core', 'drivers', 'http', 'largeSeed'];
