/**
 * The large company's documents (seed:large): every fifth generated person has their signed contract on file, a
 * small PDF of its own (a document's file goes with it on delete, so documents never share one), uploaded by HR on
 * their hiring day.
 */
import { GENERATED, type LargeSeedContext, type LargeSeedPart } from '../largeSeed/kit';

const WHO = `${GENERATED.replace('"RES_ID"', 'e."RES_ID"')} AND e.id % 5 = 0`;

async function run({ db }: LargeSeedContext) {
  const files = await db.query(
    `INSERT INTO files (filename, mimetype, data, created_at)
     SELECT 'contract-' || e."RES_ID" || '.pdf', 'application/pdf',
            convert_to('%PDF-1.4 Employment contract of ' || e.name || E'\\n%%EOF', 'UTF8'), e.date_joined
       FROM employees e WHERE ${WHO} ORDER BY e.id`,
  );
  const made = await db.query(
    `INSERT INTO documents (title, filename, employee_id, file_id, uploaded_by_id, created_at, updated_at)
     SELECT 'Signed employment contract', f.filename, e.id, f.id, hr.id, e.date_joined, e.date_joined
       FROM employees e
       JOIN files f ON f.filename = 'contract-' || e."RES_ID" || '.pdf'
       CROSS JOIN (SELECT id FROM employees WHERE email = 'hr@demo.hr') hr
      WHERE ${WHO} ORDER BY e.id`,
  );
  return { files: files.affectedRows ?? 0, documents: made.affectedRows ?? 0 };
}

export const largeSeed: LargeSeedPart = { domain: 'documents', run };
