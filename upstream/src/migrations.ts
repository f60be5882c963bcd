/**
 * THE ordered list of migrations. Each domain appends its own list here, in domain order
 * (core, people, leave, attendance, actions); ids sort the same way (`0000_`, `0100_`, ...).
 */
import type { Migration } from './db';
import { migrations as core } from './core/migrations';
import { migrations as actions } from './actions/migrations';
import { migrations as people } from './people/migrations';
import { migrations as leave } from './leave/migrations';
import { migrations as attendance } from './attendance/migrations';
import { migrations as shuffle } from './shuffle/migrations';
import { migrations as attrition } from './attrition/migrations';
import { migrations as pay } from './pay/migrations';
import { migrations as headcount } from './headcount/migrations';
import { migrations as permissions } from './permissions/migrations';
import { migrations as goals } from './goals/migrations';
import { migrations as kudos } from './kudos/migrations';
import { migrations as helpdesk } from './helpdesk/migrations';
import { migrations as documents } from './documents/migrations';
import { migrations as assets } from './assets/migrations';
import { migrations as recruitment } from './recruitment/migrations';
import { idempotencyMigrations } from './http/idempotency';

export const migrations: Migration[] = [...core, ...people, ...leave, ...attendance, ...actions, ...shuffle, ...attrition, ...pay, ...headcount, ...permissions, ...goals, ...kudos, ...recruitment];

migrations.push(...helpdesk, ...documents, ...assets); // workspace
migrations.push(...idempotencyMigrations); // money writes' Idempotency-Key (http/idempotency.ts)
