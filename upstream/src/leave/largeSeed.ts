/**
 * The large company's leave (seed:large): about one one-day request in three months per generated person over the
 * year and the coming month, on weekdays. Past ones are mostly approved (by their manager), some rejected or left
 * pending; future ones pending. Balances add up (rules.ts `entitlement`): at most one request a month, Annual ones only
 * in months already accrued (before this month in this year; last year's whole accrual of 21 covers 12), the others
 * Sick (30 a year, granted on Jan 1).
 */
import { GENERATED, dayNo, hash, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

async function run({ db, from, today }: LargeSeedContext) {
  const made = await db.query(
    `WITH slot AS (
       SELECT e.id, e.manager_id, e.last_working_day, m.month,
              m.month + (${hash('e.id', dayNo('m.month'))} % 20)::int AS day
         FROM employees e
         CROSS JOIN (SELECT g::date AS month
                       FROM generate_series(date_trunc('month', $1::date), date_trunc('month', $2::date) + interval '1 month', interval '1 month') AS g) m
        WHERE ${GENERATED} AND ${hash('e.id + 7', dayNo('m.month'))} % 3 = 0
     ), req AS (
       SELECT id, manager_id, month,
              (day + CASE extract(isodow FROM day) WHEN 6 THEN 2 WHEN 7 THEN 1 ELSE 0 END)::date AS day,
              last_working_day
         FROM slot
     )
     INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status, notes, submitted_by_id,
                                 reviewed_by_id, reviewer_comments, created_at, updated_at)
     SELECT r.id, lt.id, r.day, r.day, s.status, 'Day off', r.manager_id,
            CASE WHEN s.status <> 'pending' THEN r.manager_id END,
            CASE s.status WHEN 'approved' THEN 'Enjoy your time off' WHEN 'rejected' THEN 'Busy week, please pick other dates' END,
            r.day - 14, r.day - 14
       FROM req r
       CROSS JOIN LATERAL (SELECT CASE WHEN r.day >= $2::date THEN 'pending'
                                       WHEN ${hash('r.id', dayNo('r.day'))} % 10 = 0 THEN 'rejected'
                                       WHEN ${hash('r.id', dayNo('r.day'))} % 10 = 1 THEN 'pending'
                                       ELSE 'approved' END AS status,
                                  CASE WHEN date_trunc('month', r.day) < date_trunc('month', $2::date) AND r.id % 2 = 0 THEN 'Annual' ELSE 'Sick' END AS type) s
       JOIN leave_types lt ON lt.leave_name = s.type
      WHERE r.day >= $1::date AND (r.last_working_day IS NULL OR r.day <= r.last_working_day)
      ORDER BY r.day, r.id`,
    [from, today],
  );
  return { leave_requests: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'leave', run };
