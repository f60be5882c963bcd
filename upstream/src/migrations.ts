/**
 * THE ordered list of migrations: the shared core first, then each domain's in the order of domains.ts (ids sort the
 * same way: `0000_`, `0100_`, ...), then the infrastructure's own tables. An applied id never changes.
 */
import type { Migration } from './db';
import { DOMAINS } from './domains';
import { migrations as core } from './core/migrations';
import { idempotencyMigrations } from './http/idempotency';

export const migrations: Migration[] = [
  ...core,
  ...DOMAINS.flatMap((d) => d.migrations ?? []),
  ...idempotencyMigrations, // money writes' Idempotency-Key (http/idempotency.ts)
];
