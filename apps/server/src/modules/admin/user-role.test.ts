import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { TestClient } from '../../test/test-client';
import { setUserRole } from './set-user-role';

/** Instances remember whose a session is for a minute: the change must not wait for that. */
let testApp: TestApp;
let asAdmin: TestClient;
let adminId: number;
beforeAll(async () => {
  testApp = await createTestApp({ env: { SESSION_CACHE_SECONDS: '60' } });
  const admin = await createUser(testApp.app, { role: 'admin' });
  adminId = admin.id;
  asAdmin = await signedInClient(testApp.app, admin);
});
afterAll(() => testApp.close());

async function lastRoleAudit(userId: number) {
  const [row] = await testApp.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.role'), eq(auditLog.objectId, String(userId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('POST /api/admin/users/:id/role', () => {
  it('gives and takes the moderator role (audited); the user gets and loses the console at once', async () => {
    const user = await createUser(testApp.app);
    const asUser = await signedInClient(testApp.app, user);
    expect((await asUser.get('/api/admin/me')).statusCode).toBe(403);

    const given = await asAdmin.post(`/api/admin/users/${user.id}/role`, {
      role: 'moderator',
      reason: 'Helps with reports',
    });
    expect(given.statusCode).toBe(200);
    expect(given.payload<{ user: { role: string } }>().user.role).toBe('moderator');
    expect(await lastRoleAudit(user.id)).toMatchObject({
      actorId: adminId,
      actorRole: 'admin',
      before: { role: 'user' },
      after: { role: 'moderator', reason: 'Helps with reports' },
    });
    expect((await asUser.get('/api/admin/me')).payload<{ role: string }>().role).toBe('moderator');

    const taken = await asAdmin.post(`/api/admin/users/${user.id}/role`, {
      role: 'user',
      reason: 'Stepped down',
    });
    expect(taken.payload<{ user: { role: string } }>().user.role).toBe('user');
    expect((await lastRoleAudit(user.id))?.before).toEqual({ role: 'moderator' });
    expect((await asUser.get('/api/admin/me')).statusCode).toBe(403);
  });

  it('is for admins only, refuses an admin target and unknown roles, and needs a reason', async () => {
    const moderator = await createUser(testApp.app, { role: 'moderator' });
    const asModerator = await signedInClient(testApp.app, moderator);
    const user = await createUser(testApp.app);
    const body = { role: 'moderator', reason: 'x' };
    expect((await asModerator.post(`/api/admin/users/${user.id}/role`, body)).statusCode).toBe(403);
    const otherAdmin = await createUser(testApp.app, { role: 'admin' });
    const onAdmin = await asAdmin.post(`/api/admin/users/${otherAdmin.id}/role`, body);
    expect(onAdmin.statusCode).toBe(422);
    expect(onAdmin.body.errors?.role).toEqual([
      'An admin’s role is changed with npm run admin:create, not here.',
    ]);
    const self = await asAdmin.post(`/api/admin/users/${adminId}/role`, body);
    expect(self.body.errors?.role).toEqual(['You cannot change your own role.']);
    const asAdminRole = await asAdmin.post(`/api/admin/users/${user.id}/role`, {
      role: 'admin',
      reason: 'x',
    });
    expect(asAdminRole.statusCode).toBe(422);
    const noReason = await asAdmin.post(`/api/admin/users/${user.id}/role`, {
      role: 'moderator',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('user');
    expect(await lastRoleAudit(user.id)).toBeUndefined();
  });
});

describe('npm run admin:role (setUserRole by e-mail, actor cli)', () => {
  it('makes a moderator by e-mail and writes the audit row with actor cli', async () => {
    const user = await createUser(testApp.app);
    const cli = { user: { id: null, role: 'cli' }, ip: undefined };
    await testApp.app.db.transaction((tx) =>
      setUserRole(
        tx,
        cli,
        { email: user.email.toUpperCase() },
        {
          role: 'moderator',
          reason: 'npm run admin:role',
        },
      ),
    );
    const [row] = await testApp.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('moderator');
    expect(await lastRoleAudit(user.id)).toMatchObject({ actorId: null, actorRole: 'cli' });
  });
});
