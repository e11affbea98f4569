import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults to argon2id (19 MiB, 2 passes), the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it still verifies against
 * a throwaway hash, so the answer takes as long and does not reveal which usernames exist.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hash('harbourpulse-no-such-user');
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
