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
import { migrations as recruitment } from './recruitment/migrations';

export const migrations: Migration[] = [...core, ...people, ...leave, ...attendance, ...actions, ...recruitment];
