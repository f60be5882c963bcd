/**
 * The shared area's write failures (SPEC §8): a create, update or delete that fails for a reason the route did not
 * foresee answers 500 with "An error has occured while creating!" (updating!, deleting!) — SPEC's own spelling — and
 * the cause goes to the log only. Client errors (HttpError, Postgres constraint errors mapped by errors.ts) pass
 * through unchanged, so a duplicate name stays a 409 and a missing employee a 422.
 *
 *   return writeGuard('creating', () => db.transaction((tx) => store.insert(tx, write)));
 */
import { fromPostgres, HttpError } from './errors';

export type WriteVerb = 'creating' | 'updating' | 'deleting';

export const writeFailedMessage = (verb: WriteVerb) => `An error has occured while ${verb}!`;

export async function writeGuard<T>(verb: WriteVerb, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError || fromPostgres(error)) throw error;
    throw Object.assign(new HttpError(500, writeFailedMessage(verb)), { cause: error }); // the cause is logged, never sent
  }
}
