/**
 * The company's settings beside its companies row (name, logo and colours stay there, where registration writes them):
 * the copyright line of the text catalogue, the task tracker's connection (its API token encrypted, secret.ts) and
 * whether the first-run checklist was dismissed. One row per company: the key is a constant, which the companies kit
 * makes (company_id, key) like every other unique rule (companies/scope.ts).
 */
import type { Migration } from '../db';

export const migrations: Migration[] = [
  {
    id: '1040_settings_table',
    sql: `
      CREATE TABLE company_settings (
        key text PRIMARY KEY DEFAULT 'company' CHECK (key = 'company'),
        copyright text,
        jira_url text,
        jira_username text,
        jira_token_sealed text,
        checklist_dismissed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    // The companies table was made with placeholder colours for the demo company (antd's blue and cyan); saved colours
    // now reach everyone's theme, and that blue reads 4.1:1 on white. The demo company keeps the product's palette.
    id: '1041_settings_demo_colours',
    sql: `
      UPDATE companies SET primary_color = NULL, secondary_color = NULL
        WHERE id = 1 AND lower(primary_color) = '#1677ff' AND lower(secondary_color) = '#13c2c2';
    `,
  },
  {
    // How long the audit trail keeps its entries (decision 0222): null = for ever.
    id: '1042_settings_audit_retention',
    sql: `
      ALTER TABLE company_settings
        ADD COLUMN audit_retention_months int CHECK (audit_retention_months IS NULL OR audit_retention_months BETWEEN 12 AND 120);
    `,
  },
];
