/** Password hashing: bcrypt (bcryptjs, pure JS) at cost 10. */
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A hash of a random throw-away string: comparing against it when no account matches keeps a wrong e-mail as slow
 * as a wrong password, so response time does not tell which e-mails have accounts.
 */
const DUMMY_HASH = '$2b$10$j6aF4l331E7u5X0Aa4IFo.2p8YrKhgfIZjVPDdu960.AM/lQoCdDi';

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function checkPassword(password: string, hash: string | undefined): Promise<boolean> {
  const ok = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return ok && hash !== undefined;
}
