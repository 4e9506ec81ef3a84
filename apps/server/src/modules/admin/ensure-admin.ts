import { randomBytes } from 'node:crypto';
import { ZNewPasswordSchema } from '@parlor/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appMeta, users } from '../../db/schema';
import { hashPassword } from '../../lib/password';

export interface AdminCredentials {
  email: string;
  password: string;
}

/**
 * Creates the admin account, or makes an existing account with that e-mail an admin:
 * verified, with the given password. Safe to run at every start (ADMIN_EMAIL and
 * ADMIN_PASSWORD) and from `npm run admin:create`. Answers the account's id.
 */
export async function ensureAdmin(db: Database, credentials: AdminCredentials): Promise<number> {
  const email = credentials.email.trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
    throw new Error('The admin e-mail address is not valid');
  }
  if (!ZNewPasswordSchema.safeParse(credentials.password).success) {
    throw new Error(
      'The admin password needs 8 to 128 characters with a lowercase letter, an uppercase letter and a digit',
    );
  }
  const passwordHash = await hashPassword(credentials.password);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id, passwordHash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .for('update');
    if (existing) {
      await tx
        .update(users)
        .set({
          role: 'admin',
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
        })
        .where(eq(users.id, existing.id));
      return existing.id;
    }
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, name: 'Admin', role: 'admin', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    if (!created) throw new Error('admin insert returned nothing');
    return created.id;
  });
}

const demoAdminKey = 'demo_admin_created_at';
export const demoAdminEmail = 'admin@parlor.local';

/**
 * The embedded demo's admin: created once with a random password, which is answered only
 * that one time (the caller prints it); later starts answer undefined.
 */
export async function ensureDemoAdmin(db: Database): Promise<AdminCredentials | undefined> {
  const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, demoAdminKey));
  if (marker) return undefined;
  // Letters of both cases and digits: the generated password always passes the policy.
  const password = `Adm1n-${randomBytes(9).toString('base64url')}-Xy7`;
  await ensureAdmin(db, { email: demoAdminEmail, password });
  const inserted = await db
    .insert(appMeta)
    .values({ key: demoAdminKey, value: new Date().toISOString() })
    .onConflictDoNothing()
    .returning({ key: appMeta.key });
  return inserted.length > 0 ? { email: demoAdminEmail, password } : undefined;
}
