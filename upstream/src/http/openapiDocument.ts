/** The OpenAPI document as committed (`upstream/openapi.json`): built on a throw-away in-memory upstream, full profile. */
import { buildUpstream } from '../app';
import { openDb } from '../db';
import { migrate } from '../migrations';

/** The document text: 2-space JSON with a final newline, so the committed file diffs cleanly. */
export async function openApiDocument(): Promise<string> {
  const db = await openDb(':memory:');
  try {
    await migrate(db);
    const app = await buildUpstream({ db, profile: 'full' });
    try {
      return `${JSON.stringify(app.swagger(), null, 2)}\n`;
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
  }
}
