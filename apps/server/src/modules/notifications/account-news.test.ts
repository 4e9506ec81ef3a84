import type { TPushPayload } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test/push-service-stand-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { mailsTo } from '../../test/mailbox-testing';

let testApp: TestApp;
let pushService: PushServiceStandIn;

beforeAll(async () => {
  testApp = await createTestApp();
  pushService = await startPushServiceStandIn();
});
afterAll(async () => {
  await testApp.close();
  await pushService.close();
});

async function settle() {
  await testApp.app.notices.idle();
  await testApp.app.pushWorker.idle();
}

describe('application news: push, and e-mail with a signed unsubscribe link', () => {
  it('pushes the decision, mails it with a link that stops these mails without signing in', async () => {
    const admin = await signedInClient(
      testApp.app,
      await createUser(testApp.app, { role: 'admin' }),
    );
    const user = await createUser(testApp.app);
    const client = await signedInClient(testApp.app, user);
    const device = pushService.subscribe();
    await client.post('/api/push/subscriptions', device);
    const apply = async () => {
      const res = await client.post('/api/become-contributor', {
        nickname: 'Sunny',
        email: user.email,
        experience: 'Years on a help line',
        interests: 'Books',
        help_description: 'I listen.',
      });
      expect(res.statusCode).toBe(200);
      return res.payload<{ application: { id: number } }>().application.id;
    };
    const reject = async (id: number) => {
      const res = await admin.post(`/api/admin/applications/${id}/reject`, {
        note: 'More, please.',
      });
      expect(res.statusCode).toBe(200);
      await settle();
    };

    await reject(await apply());
    expect(pushService.receivedBy(device).map((push) => push.payload as TPushPayload)).toEqual([
      expect.objectContaining({
        kind: 'account',
        title: 'Your interlocutor application was decided',
        body: 'Your application was not approved.',
      }),
    ]);
    const [mail] = await mailsTo(testApp.app, user.email);
    const link = new URL(/https?:\/\/\S+\/api\/notifications\/unsubscribe\S+/.exec(mail!.text)![0]);

    const anonymous = new TestClient(testApp.app, { mode: 'bare' });
    const done = await anonymous.request('POST', '/api/notifications/unsubscribe', {
      body: `token=${encodeURIComponent(link.searchParams.get('token')!)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    // An altered link does nothing.
    const forged = await anonymous.get('/api/notifications/unsubscribe', {
      token: `${link.searchParams.get('token')!.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);

    await reject(await apply());
    expect(await mailsTo(testApp.app, user.email)).toHaveLength(1);
    // The push (its own preference) still comes.
    expect(pushService.receivedBy(device)).toHaveLength(2);
  });
});
