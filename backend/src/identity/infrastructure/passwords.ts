import { hash, verify, argon2id } from 'argon2';

export const PASSWORD_MIN_LENGTH = 8;
// argon2 itself accepts more, but a very long password would only make hashing a denial of service.
export const PASSWORD_MAX_LENGTH = 200;

/** argon2id with OWASP's recommended memory and time costs (19 MiB, 2 passes). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when an address has no account, so an unknown e-mail costs the same time as a
// wrong password and the answer's timing tells nothing.
let decoyHash: Promise<string> | undefined;
export async function spendPasswordCheckTime(password: string): Promise<void> {
  decoyHash ??= hashPassword('decoy password nobody has');
  await passwordMatches(await decoyHash, password);
}
