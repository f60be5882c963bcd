/**
 * Demo documents: company-wide policies everyone can read, and a few employees' own papers (the demo agent's
 * contract among them), small text files so the first start stays fast.
 */
import type { Db } from '../db';
import { saveFile } from '../http/files';

/** [title, filename, employee e-mail or null for company-wide, text] */
export const DEMO_DOCUMENTS: [string, string, string | null, string][] = [
  ['Employee Handbook', 'employee-handbook.txt', null, 'Welcome to the company. Working hours, conduct and benefits.'],
  ['Leave Policy', 'leave-policy.txt', null, 'Annual, casual and sick leave: how balances accrue and how to request.'],
  ['Code of Conduct', 'code-of-conduct.txt', null, 'How we treat customers and each other.'],
  ['Employment Contract', 'contract-sara-ibrahim.txt', 'agent@demo.hr', 'Employment contract of Sara Ibrahim, Sales Agent.'],
  ['NDA', 'nda-sara-ibrahim.txt', 'agent@demo.hr', 'Non-disclosure agreement signed by Sara Ibrahim.'],
  ['Employment Contract', 'contract-ahmed-samir.txt', 'teamleader@demo.hr', 'Employment contract of Ahmed Samir, Team Leader.'],
];

export async function seedDocuments(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM employees WHERE email = 'hr@demo.hr'`);
  const uploader = rows[0]?.id ?? null;
  for (const [title, filename, owner, text] of DEMO_DOCUMENTS) {
    const fileId = await saveFile(db, { filename, mimetype: 'text/plain', data: Buffer.from(text) });
    await db.query(
      `INSERT INTO documents (title, filename, employee_id, file_id, uploaded_by_id)
       VALUES ($1, $2, (SELECT id FROM employees WHERE email = $3), $4, $5)`,
      [title, filename, owner, fileId, uploader],
    );
  }
}
