/**
 * THE ordered list of migrations: the shared core first, then each domain's in the order of domains.ts (ids sort the
 * same way: `0000_`, `0100_`, ...), then the infrastructure's own tables. An applied id never changes.
 */
import { runMigrations, type Db, type Migration } from './db';
import { companyTables, sameCompanyKeys, scopeCompanyTables } from './companies/scope';
import { DOMAINS } from './domains';
import { migrations as core } from './core/migrations';
import { migrations as companies } from './companies/migrations';
import { idempotencyMigrations } from './http/idempotency';

export const migrations: Migration[] = [
  ...core,
  ...companies, // the companies every company-owned table's rows belong to (companies/scope.ts)
  ...DOMAINS.flatMap((d) => d.migrations ?? []),
  ...idempotencyMigrations, // money writes' Idempotency-Key (http/idempotency.ts)
];

/**
 * Applies the pending migrations, then gives each company table not yet scoped its company, and each foreign key
 * between company tables the company on both sides (companies/scope.ts).
 */
export async function migrate(db: Db): Promise<string[]> {
  const applied = await runMigrations(db, migrations);
  const tables = companyTables(migrations);
  await scopeCompanyTables(db, tables);
  await sameCompanyKeys(db, tables);
  return applied;
}
