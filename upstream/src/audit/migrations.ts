/**
 * The audit trail: `audit_log`, one row per written row of the audited tables, written by a trigger in the write's
 * own transaction (so a write that fails leaves no row), append-only (UPDATE and DELETE refused to the app role by
 * grants and by a trigger). The trigger reads who acts from `app.actor`, which the request context sets
 * (companies/context.ts, audit/actor.ts); without one, work of the app role is the system's (a due job), and the
 * owner's own work (migrations, seeds) is not recorded.
 * Trigger arguments: the record's id column, the column naming the person the record is about ('' for none), then
 * columns never copied (secrets). company_id and updated_at are never copied; a write changing nothing else is not
 * recorded.
 */
import type { Migration } from '../db';

type Audited = readonly [table: string, id: string, person: string, skip?: readonly string[]];

/**
 * The tables audited from the start (migration 1300, whose text never changes): name, id column, person column,
 * columns left out. Their entries also make the person's history (GET /employees/{id}/history), which the person and
 * their managers read. The decision lists them with reasons.
 */
export const AUDITED_FIRST: readonly Audited[] = [
  ['employees', 'id', 'id'],
  ['headcount_details', 'employee_id', 'employee_id'],
  ['users', 'id', 'employee_id', ['password_hash']],
  ['employment_roles', 'id', ''],
  ['manager_permissions', 'id', 'employee_id'],
  ['pay_bonuses', 'id', 'employee_id'],
  ['pay_kpis', 'id', 'employee_id'],
  ['pay_leads', 'id', 'employee_id'],
  ['action_policies', 'id', ''],
  ['action_againsts', 'id', 'employee_id'],
  ['leave_types', 'id', ''],
  ['leave_requests', 'id', 'employee_id'],
];

/**
 * The other domains' tables (migration 1310): in the audit log of its readers (CEO, HR, admins) only, found by the
 * person they concern; the person's history keeps the first set, whose readers SPEC §6 settles.
 */
export const AUDITED_LATER: readonly Audited[] = [
  ['departments', 'id', ''],
  ['teams', 'team_ID', ''],
  ['vacations', 'id', ''],
  ['attrition_types', 'id', ''],
  ['attritions', 'id', 'employee_id'],
  ['exit_interviews', 'attrition_id', ''],
  ['manager_shuffle_requests', 'id', 'target_employee_id'],
  ['goals', 'id', 'assignee_id'],
  ['kudos', 'id', 'receiver_id'],
  ['documents', 'id', 'employee_id'],
  ['assets', 'id', ''],
  ['asset_assignments', 'id', 'employee_id'],
  ['candidates', 'id', ''],
  ['interviews', 'id', ''],
  ['employee_profiles', 'employee_id', 'employee_id'],
  ['worklogs', 'id', 'employee_id'],
  ['company_settings', 'key', '', ['jira_token_sealed']],
  ['leave_balance_adjustments', 'id', 'employee_id'],
];

/** The entities a person's history shows to its readers who do not read the whole trail. */
export const HISTORY_ENTITIES: readonly string[] = AUDITED_FIRST.map(([table]) => table);

const quoteArgs = (args: readonly string[]) => args.map((a) => `'${a}'`).join(', ');
const triggers = (tables: readonly Audited[]) =>
  tables
    .map(
      ([table, id, person, skip = []]) =>
        `CREATE TRIGGER audit AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION audit_row(${quoteArgs([id, person, ...skip])});`,
    )
    .join('\n      ');

export const migrations: Migration[] = [
  {
    id: '1300_audit_log',
    sql: `
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at timestamptz NOT NULL DEFAULT now(),
        actor_employee_id int,
        actor_name text,
        actor_role text,
        system boolean NOT NULL DEFAULT false,
        request_id text,
        entity text NOT NULL,
        entity_id text NOT NULL,
        employee_id int,
        action text NOT NULL CHECK (action IN ('create', 'update', 'delete')),
        fields text[] NOT NULL,
        before jsonb,
        after jsonb
      );
      COMMENT ON TABLE audit_log IS 'append-only';
      CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id, id);
      CREATE INDEX audit_log_employee_idx ON audit_log (employee_id, id);
      CREATE INDEX audit_log_actor_idx ON audit_log (actor_employee_id, id);
      CREATE INDEX audit_log_at_idx ON audit_log (at);

      CREATE FUNCTION audit_row() RETURNS trigger LANGUAGE plpgsql AS $fn$
      DECLARE
        actor jsonb := NULLIF(current_setting('app.actor', true), '')::jsonb;
        skip text[] := ARRAY['company_id', 'updated_at'] || COALESCE(TG_ARGV[2:], '{}'::text[]);
        whole jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
        old_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) - skip END;
        new_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) - skip END;
        was jsonb;
        now_is jsonb;
        changed text[];
      BEGIN
        -- The owner's own work (migrations, seeds, start-up) is not a change anybody made.
        IF actor IS NULL AND current_user <> 'hr_app' THEN RETURN NULL; END IF;
        IF TG_OP = 'UPDATE' THEN
          SELECT jsonb_object_agg(k, old_row -> k), jsonb_object_agg(k, new_row -> k), array_agg(k ORDER BY k)
            INTO was, now_is, changed
            FROM jsonb_object_keys(new_row) k
           WHERE (old_row -> k) IS DISTINCT FROM (new_row -> k);
          IF changed IS NULL THEN RETURN NULL; END IF;
        ELSIF TG_OP = 'INSERT' THEN
          now_is := jsonb_strip_nulls(new_row); -- a new record's empty fields are no change
          changed := ARRAY(SELECT jsonb_object_keys(now_is) ORDER BY 1);
        ELSE
          was := jsonb_strip_nulls(old_row);
          changed := ARRAY(SELECT jsonb_object_keys(was) ORDER BY 1);
        END IF;
        INSERT INTO audit_log (company_id, actor_employee_id, actor_name, actor_role, system, request_id,
                               entity, entity_id, employee_id, action, fields, before, after)
        VALUES ((whole ->> 'company_id')::int, (actor ->> 'employee_id')::int, actor ->> 'name', actor ->> 'role',
                actor IS NULL, actor ->> 'request_id', TG_TABLE_NAME, whole ->> TG_ARGV[0],
                CASE WHEN TG_ARGV[1] = '' THEN NULL ELSE (whole ->> TG_ARGV[1])::int END,
                CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, changed, was, now_is);
        RETURN NULL;
      END
      $fn$;

      -- Append-only whoever asks through the app role, even if a later GRANT gave it the rights back; the owner keeps
      -- DELETE for retention.
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'UPDATE' OR current_user = 'hr_app' THEN
          RAISE EXCEPTION 'The audit log is append-only' USING ERRCODE = 'insufficient_privilege';
        END IF;
        RETURN OLD;
      END
      $fn$;
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();

      ${triggers(AUDITED_FIRST)}
    `,
  },
  {
    // bench:explain (decision 0212): the log's order (newest first, NULLS LAST as paging.ts writes it).
    id: '1309_audit_scale_indexes',
    sql: `CREATE INDEX audit_log_list_idx ON audit_log (at DESC NULLS LAST, id DESC);`,
  },
  {
    // The other domains' writes (AUDITED_LATER); attendance and dialer rows are not audited (decision 0203).
    id: '1310_audit_other_domains',
    sql: triggers(AUDITED_LATER),
  },
  {
    // Retention (decision 0222): the app role cannot delete an entry, so the purge is a function run as its owner,
    // of the calling transaction's company only, that leaves a line saying what it removed.
    id: '1311_audit_retention',
    sql: `
      CREATE FUNCTION audit_purge(cutoff timestamptz) RETURNS int LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $fn$
      DECLARE
        company int := NULLIF(current_setting('app.company', true), '')::int;
        removed int;
      BEGIN
        IF company IS NULL THEN RAISE EXCEPTION 'audit_purge needs a company'; END IF;
        DELETE FROM audit_log WHERE company_id = company AND at < cutoff;
        GET DIAGNOSTICS removed = ROW_COUNT;
        IF removed > 0 THEN
          INSERT INTO audit_log (company_id, system, entity, entity_id, action, fields, before)
          VALUES (company, true, 'audit_log', 'retention', 'delete', ARRAY['entries', 'older_than'],
                  jsonb_build_object('entries', removed, 'older_than', to_char(cutoff AT TIME ZONE 'UTC', 'YYYY-MM-DD')));
        END IF;
        RETURN removed;
      END
      $fn$;
    `,
  },
];
