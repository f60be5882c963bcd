/**
 * Write shapes, aggregate answers and sort keys are derived from the route schemas (decisions 0137, 0138, 0187), not
 * written out a second time. This file is the proof `tsc -p upstream` runs: every `@ts-expect-error` line below must
 * fail to compile, so a field renamed in a schema breaks the writes and reads that name it. Nothing here runs a query.
 */
import { describe, expect, it } from '@jest/globals';
import type { Static } from '@sinclair/typebox';
import type { Columns } from '../src/http/entity';
import type { ImportResult } from '../src/http/imports';
import type { SortKey } from '../src/http/schema';
import type { HeadcountStatsSchema } from '../src/headcount/schemas';
import type { HeadcountWrite } from '../src/headcount/store';
import type { OutboxSort } from '../src/mail/schemas';
import type { EmployeeInsert } from '../src/people/store';
import type { GoalRow, GoalWrite } from '../src/goals/store';
import type { WorkedInput } from '../src/pay/store';

/** Type-checked only: the function is never called. */
function typedWrites(): void {
  // A write shape names columns of its entity's row: a key the row does not have fails.
  // @ts-expect-error a column the Goal schema does not have (it is end_date there)
  type Renamed = Columns<GoalRow, 'title' | 'deadline'>;
  // ...and every named column is required (null says "none"), typed as the row reads it back.
  const goal: GoalWrite = {
    title: 'Q3',
    description: null,
    start_date: '2026-07-01',
    end_date: '2026-09-30',
    assignee_id: 4,
    reviewer_id: null,
    is_private: false,
  };
  // @ts-expect-error a write missing a column (is_private)
  const partial: GoalWrite = { title: 'Q3', description: null, start_date: '2026-07-01', end_date: '2026-09-30', assignee_id: 4, reviewer_id: null };
  // @ts-expect-error a column typed otherwise than the row (assignee_id is a number)
  const mistyped: GoalWrite = { ...goal, assignee_id: '4' };

  // An employee create writes exactly the body's fields, under the Employee answer's names.
  const employee = {} as EmployeeInsert;
  const resId: string = employee.RES_ID;
  // @ts-expect-error the body's field is RES_ID (a rename of either side fails the create)
  void employee.res_id;
  // The headcount record writes the person's columns under the Employee answer's names, the rest under the record's.
  const record = {} as HeadcountWrite;
  const nationalId: string | null = record.national_ID;
  const expires: string | null = record.details.contract_expiration_date;
  // @ts-expect-error the HR record's detail columns are the HeadcountEmployee answer's (no `contract_end`)
  void record.details.contract_end;
  // Worked hours write the record's columns as WorkedHoursRecord answers them.
  const worked = {} as WorkedInput;
  const hours: number = worked.hours_worked;
  // @ts-expect-error the column is hours_worked
  void worked.hours;

  // Aggregate answers are the Static of their response schema.
  type Stats = Static<typeof HeadcountStatsSchema>;
  const stats = {} as Stats;
  const expiring: number = stats.alerts.contracts_expiring;
  // @ts-expect-error the alerts are contracts_expiring / national_ids_expiring
  void stats.alerts.contract_expiring;
  const result = {} as ImportResult;
  const row: number = result.failed[0].row;
  // @ts-expect-error an import's counts are processed / created
  void result.imported;

  // A list's sort keys are its schema's enum: the store's map from key to SQL must cover exactly them.
  const outbox: Record<SortKey<typeof OutboxSort>, string> = { created_at: 'created_at', status: 'status', to_address: 'to_address' };
  // @ts-expect-error a key the list does not declare (sent_at)
  const unknownKey: Record<SortKey<typeof OutboxSort>, string> = { ...outbox, sent_at: 'sent_at' };
  void [partial, mistyped, resId, nationalId, expires, hours, expiring, row, unknownKey];
  void (null as unknown as Renamed);
}

describe('write shapes and aggregate answers', () => {
  it('are checked by tsc (this file compiles only while every renamed field above fails)', () => {
    expect(typeof typedWrites).toBe('function');
  });
});
