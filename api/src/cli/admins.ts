import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { InputError } from '../errors.js';
import { findUser } from '../features/accounts/accounts.js';

/** Makes a user an administrator (who may change the source registry through the API), or not. */
export async function setAdmin(db: Db, username: string, isAdmin: boolean): Promise<string> {
  const user = await findUser(db, username);
  if (!user) throw new InputError(`No user '${username}'`);
  await db.update(users).set({ isAdmin }).where(eq(users.id, user.id));
  return user.username;
}
