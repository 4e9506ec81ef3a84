import { ZBillingDetailsSchema, ZSavedBillingAnswerSchema } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { savedBillingDetails } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { okRoutes } from '../../lib/ok-routes';
import { currentUser } from '../../plugins/auth/auth';
import { billingPhone } from './billing-phone';
import { countryExists } from './queries';

const tags = ['money'];
const answer = ZSavedBillingAnswerSchema;

type SavedRow = typeof savedBillingDetails.$inferSelect;

function present(row: SavedRow | undefined) {
  return {
    billing_details: row
      ? {
          name: row.name,
          surname: row.surname,
          phone: row.phone,
          email: row.email,
          country: row.countryId,
          city: row.city,
          address: row.address,
          postCode: row.postCode,
          updated_at: row.updatedAt.toISOString(),
        }
      : null,
  };
}

/**
 * The caller's remembered billing details ("Remember these details", ticked on the billing step): always the
 * signed-in user's own row — no id in the path, so nobody can ask for another person's.
 */
export default async function billingDetailsRoutes(app: FastifyInstance) {
  const route = okRoutes(app, { tags, guard: app.requireUser });
  const own = (userId: number) => eq(savedBillingDetails.userId, userId);

  route.get(
    '/user/billing-details',
    {
      summary: 'The billing details the caller asked to remember (null when none)',
      answer: answer,
    },
    async (request) => {
      const user = currentUser(request);
      const [row] = await app.db.select().from(savedBillingDetails).where(own(user.id));
      return ok(present(row));
    },
  );

  route.put(
    '/user/billing-details',
    {
      guard: app.requireVerifiedUser,
      summary: 'Remember billing details for the next top-up (the billing step’s fields)',
      body: ZBillingDetailsSchema,
      answer: answer,
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (!(await countryExists(app.db, body.country))) {
        throw AppError.field('country', 'money.validation.countryRequired');
      }
      const values = {
        name: body.name,
        surname: body.surname,
        phone: billingPhone(body.phone).phone,
        email: body.email,
        countryId: body.country,
        city: body.city,
        address: body.address,
        postCode: body.postCode,
        updatedAt: new Date(),
      };
      const [row] = await app.db
        .insert(savedBillingDetails)
        .values({ userId: user.id, ...values })
        .onConflictDoUpdate({ target: savedBillingDetails.userId, set: values })
        .returning();
      return ok(present(row));
    },
  );

  route.delete(
    '/user/billing-details',
    {
      summary: 'Forget the remembered billing details',
      answer: answer,
    },
    async (request) => {
      const user = currentUser(request);
      await app.db.delete(savedBillingDetails).where(own(user.id));
      return ok(present(undefined));
    },
  );
}
