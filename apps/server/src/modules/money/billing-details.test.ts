import type { TSavedBillingAnswer } from '@parlor/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../../test/factories-testing';
import { createTestApp, type TestApp } from '../../test/test-app';
import { TestClient } from '../../test/test-client';
import { billingDetails, countryId } from '../../test/payment-testing';

let testApp: TestApp;
let billing: ReturnType<typeof billingDetails>;

beforeAll(async () => {
  testApp = await createTestApp();
  billing = billingDetails(await countryId(testApp.app));
});
afterAll(() => testApp.close());

const saved = (res: { payload<T>(): T }) => res.payload<TSavedBillingAnswer>().billing_details;

describe('remembered billing details (/api/user/billing-details)', () => {
  it('are saved, read back (prefill), changed and forgotten by their owner', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    expect(saved(await client.get('/api/user/billing-details'))).toBeNull();

    const put = await client.put('/api/user/billing-details', {
      ...billing,
      phone: '+49 151 12345678',
    });
    expect(put.statusCode).toBe(200);
    expect(saved(put)).toMatchObject({
      name: 'Ada',
      surname: 'Lovelace',
      phone: '+4915112345678',
      email: 'ada@example.com',
      country: billing.country,
      city: 'Berlin',
      address: 'Unter den Linden 1',
      postCode: billing.postCode,
    });
    expect(saved(await client.get('/api/user/billing-details'))).toEqual(saved(put));

    const changed = await client.put('/api/user/billing-details', { ...billing, city: 'Potsdam' });
    expect(saved(changed)?.city).toBe('Potsdam');

    const deleted = await client.request('DELETE', '/api/user/billing-details');
    expect(deleted.statusCode).toBe(200);
    expect(saved(deleted)).toBeNull();
    expect(saved(await client.get('/api/user/billing-details'))).toBeNull();
  });

  it('are never shared: another user reads only their own (none), a visitor nothing', async () => {
    const owner = await signedInClient(testApp.app, await createUser(testApp.app));
    await owner.put('/api/user/billing-details', billing);
    const other = await signedInClient(testApp.app, await createUser(testApp.app));
    expect(saved(await other.get('/api/user/billing-details'))).toBeNull();
    // Another user's delete forgets only their own.
    await other.request('DELETE', '/api/user/billing-details');
    expect(saved(await owner.get('/api/user/billing-details'))?.name).toBe('Ada');
    const visitor = new TestClient(testApp.app);
    expect((await visitor.get('/api/user/billing-details')).statusCode).toBe(401);
    expect((await visitor.put('/api/user/billing-details', billing)).statusCode).toBe(401);
  });

  it('answer 422 with the billing step’s texts, and store nothing', async () => {
    const client = await signedInClient(testApp.app, await createUser(testApp.app));
    const res = await client.put('/api/user/billing-details', { ...billing, city: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.body.errors?.city).toEqual(['City is required']);
    expect(saved(await client.get('/api/user/billing-details'))).toBeNull();
  });
});
