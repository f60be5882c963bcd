/**
 * Demo inventory: laptops, headsets, monitors and phones, some handed over (the demo agent and team leader hold a
 * few, so "My assets" has something to show), one returned earlier (history), the rest in stock.
 */
import type { Db } from '../db';

/** [name, type, serial, condition, holder e-mail or null, days ago assigned] */
export const DEMO_ASSETS: [string, string, string, string, string | null, number][] = [
  ['Dell Latitude 5440', 'Laptop', 'DL5440-0001', 'good', 'agent@demo.hr', 120],
  ['Jabra Evolve2 40', 'Headset', 'JB-EV240-0101', 'good', 'agent@demo.hr', 120],
  ['Lenovo ThinkPad T14', 'Laptop', 'LN-T14-0002', 'new', 'teamleader@demo.hr', 60],
  ['Dell P2422H', 'Monitor', 'DL-P2422H-0301', 'good', 'teamleader@demo.hr', 60],
  ['iPhone 13', 'Phone', 'APL-IP13-0401', 'fair', 'hr@demo.hr', 200],
  ['Jabra Evolve2 40', 'Headset', 'JB-EV240-0102', 'fair', null, 0],
  ['HP EliteBook 840', 'Laptop', 'HP-EB840-0003', 'good', null, 0],
  ['Logitech MK270', 'Keyboard', 'LG-MK270-0501', 'new', null, 0],
  ['Dell P2422H', 'Monitor', 'DL-P2422H-0302', 'damaged', null, 0],
];

export async function seedAssets(db: Db, now = new Date()): Promise<void> {
  const day = (ago: number) => new Date(now.getTime() - ago * 86_400_000).toISOString().slice(0, 10);
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM employees WHERE email = 'hr@demo.hr'`);
  const hr = rows[0]?.id ?? null;
  for (const [name, type, serial, condition, holder, ago] of DEMO_ASSETS) {
    const { rows: made } = await db.query<{ id: number }>(
      'INSERT INTO assets (name, asset_type, serial_number, condition) VALUES ($1, $2, $3, $4) RETURNING id',
      [name, type, serial, condition],
    );
    const assetId = made[0].id;
    if (serial === 'HP-EB840-0003') {
      // In stock now, but held by the demo agent for a month last year: the history screen has a returned hand-over.
      await db.query(
        `INSERT INTO asset_assignments (asset_id, employee_id, assigned_on, returned_on, assigned_by_id, returned_by_id, notes, return_notes, condition_on_return)
         SELECT $1, id, $2, $3, $4, $4, 'Temporary replacement', 'Back in stock', 'good' FROM employees WHERE email = 'agent@demo.hr'`,
        [assetId, day(400), day(370), hr],
      );
    }
    if (holder) {
      await db.query(
        `INSERT INTO asset_assignments (asset_id, employee_id, assigned_on, assigned_by_id, notes) SELECT $1, id, $2, $3, 'Onboarding kit' FROM employees WHERE email = $4`,
        [assetId, day(ago), hr, holder],
      );
    }
  }
}
