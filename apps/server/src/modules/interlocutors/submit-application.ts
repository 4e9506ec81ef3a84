import type { z } from 'zod';
import type { ZApplicationFormSchema } from '@parlor/contracts';
import type { FastifyInstance } from 'fastify';
import { interlocutorApplications, users } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../accounts/queries';
import { selectLatestApplication, type ApplicationRow } from './application-queries';
import { interlocutorErrors } from './interlocutor-errors';

/**
 * Files an application to become an interlocutor. One may be pending per user (a unique
 * index keeps two racing submits to one); after a result the user may apply again and the
 * old application stays as history. An approved interlocutor has nothing to apply for.
 */
export async function submitApplication(
  app: FastifyInstance,
  { userId, form }: { userId: number; form: z.output<typeof ZApplicationFormSchema> },
): Promise<ApplicationRow> {
  try {
    return await app.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ interlocutorSince: users.interlocutorSince })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (user?.interlocutorSince) throw interlocutorErrors.alreadyInterlocutor();
      const latest = await selectLatestApplication(tx, userId);
      if (latest?.status === 'pending') throw interlocutorErrors.applicationPending();
      const [row] = await tx
        .insert(interlocutorApplications)
        .values({
          userId,
          nickname: form.nickname,
          email: form.email,
          experience: form.experience,
          interests: form.interests,
          helpDescription: form.help_description || form.helpDescription || '',
        })
        .returning();
      if (!row) throw new Error('application insert returned nothing');
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw interlocutorErrors.applicationPending();
    throw error;
  }
}
