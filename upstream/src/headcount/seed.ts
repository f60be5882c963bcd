/**
 * Headcount demo data: a details row for every seeded employee, deterministic per employee id and relative to the
 * seed day — nationality, city, gender, documents (most complete, some missing), a one-year contract whose expiry
 * spreads from 20 days ago to a year ahead (so the tracker shows expired and expiring contracts), national ID
 * expiries (a few within 30 days), military and marital status.
 */
import type { Db } from '../db';
import { DOCUMENTS } from './checklist';

const FEMALE = [
  'Laila',
  'Nadia',
  'Mariam',
  'Hana',
  'Sara',
  'Rania',
  'Dina',
  'Salma',
  'Yasmin',
  'Mona',
  'Nour',
  'Aya',
  'Heba',
  'Reem',
  'Farida',
  'Jana',
  'Malak',
  'Nada',
  'Habiba',
  'Shahd',
];

export async function seedHeadcount(db: Pick<Db, 'query'>, now = new Date()): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  const flags = DOCUMENTS.map((d, k) => `((e.id * 7 + ${k * 3}) % 9 <> 0) AS ${d}`).join(', ');
  await db.query(
    `INSERT INTO headcount_details (employee_id, nationality, city_of_residence, gender, payoneer_email, is_full_time,
       contract_signed_date, contract_expiration_date, national_id_expiration_date, military_status, martial_status, custody,
       ${DOCUMENTS.join(', ')})
     SELECT e.id,
            (ARRAY['Egyptian', 'Egyptian', 'Egyptian', 'Jordanian', 'Sudanese'])[1 + e.id % 5],
            (ARRAY['Cairo', 'Giza', 'Alexandria', 'New Cairo', '6th of October'])[1 + (e.id * 3) % 5],
            CASE WHEN split_part(e.name, ' ', 1) = ANY($2::text[]) THEN 'Female' ELSE 'Male' END,
            CASE WHEN e.hourly_or_monthly = 'hourly' THEN lower(replace(e.name, ' ', '.')) || '@payoneer.example' END,
            COALESCE(e.employee_type, 'Full Time') <> 'Part Time',
            c.expires - interval '1 year',
            c.expires,
            $1::date + ((e.id * 53) % 900 + CASE WHEN e.id % 13 = 4 THEN -900 + 12 ELSE 10 END),
            CASE WHEN split_part(e.name, ' ', 1) = ANY($2::text[]) THEN 'Not required'
                 ELSE (ARRAY['Completed', 'Exempted', 'Postponed', 'Completed'])[1 + e.id % 4] END,
            (ARRAY['Single', 'Married', 'Engaged', 'Married'])[1 + (e.id * 5) % 4],
            CASE WHEN e.id % 4 = 0 THEN 'Laptop and headset' WHEN e.id % 4 = 1 THEN 'Headset' END,
            ${flags}
       FROM employees e
       CROSS JOIN LATERAL (SELECT ($1::date + ((e.id * 37) % 385 - 20))::date AS expires) c
      ON CONFLICT (employee_id) DO NOTHING`,
    [today, FEMALE],
  );
}
