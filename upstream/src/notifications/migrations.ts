/** In-app notifications: one row per recipient per event, written in the transaction of the change that causes it. */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1200_notifications_table',
    sql: `
      CREATE TABLE notifications (
        id serial PRIMARY KEY,
        recipient_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        kind text NOT NULL,
        actor_id int REFERENCES employees(id) ON DELETE SET NULL,
        entity text NOT NULL,
        entity_id int NOT NULL,
        text text NOT NULL,
        link text NOT NULL,
        event_key text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        read_at timestamptz,
        UNIQUE (recipient_id, event_key)
      );
      CREATE INDEX notifications_recipient ON notifications (recipient_id, created_at DESC);
      CREATE INDEX notifications_unread ON notifications (recipient_id) WHERE read_at IS NULL;
    `,
  },
  {
    // E-mail per event type (0208): a person's own choice, else the company's default, else none.
    id: '1201_notification_email_preferences',
    sql: `
      CREATE TABLE notification_preferences (
        employee_id int NOT NULL REFERENCES employees(id) ON DELETE CASCADE,
        event_type text NOT NULL,
        email boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (employee_id, event_type)
      );
      CREATE TABLE notification_email_defaults (
        event_type text PRIMARY KEY,
        email boolean NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // The daily digest (decision 0221): a person's delivery choice and the day of their last digest (a row only once
    // they chose; none means "at once"), and on each notification the digest that listed it, so none is listed twice.
    id: '1202_notification_digest',
    sql: `
      CREATE TABLE notification_delivery (
        employee_id int PRIMARY KEY REFERENCES employees(id) ON DELETE CASCADE,
        digest boolean NOT NULL,
        digest_since timestamptz NOT NULL DEFAULT now(),
        last_digest_on date,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      ALTER TABLE notifications ADD COLUMN digest_sent_at timestamptz;
    `,
  },
];
