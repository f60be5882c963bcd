/**
 * Calendars (SPEC §3 shared area Calendar: name, color, isPrivate, createdBy) and their personal feed tokens. A
 * calendar stores what it shows (scope + kinds), never its events: those are computed from the data when read
 * (docs/decisions/0207-calendars-and-feeds.md). A feed token is stored only as its SHA-256. The companies kit adds
 * company_id and the row-level policy (companies/scope.ts).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1400_calendars_tables',
    sql: `
      CREATE TABLE calendars (
        id serial PRIMARY KEY,
        name text NOT NULL,
        color text NOT NULL,
        is_private boolean NOT NULL DEFAULT false,
        scope text NOT NULL CHECK (scope IN ('company', 'team', 'person')),
        team_id int REFERENCES teams("team_ID") ON DELETE CASCADE,
        person_id int REFERENCES employees(id) ON DELETE CASCADE,
        kinds text[] NOT NULL,
        created_by int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((scope = 'team') = (team_id IS NOT NULL) AND (scope = 'person') = (person_id IS NOT NULL))
      );
      CREATE TABLE calendar_feed_tokens (
        id serial PRIMARY KEY,
        calendar_id int NOT NULL REFERENCES calendars(id) ON DELETE CASCADE,
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (calendar_id, employee_id)
      );
    `,
  },
];
