import { helpLinesFor, type THelpCountry } from '@parlor/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countries, users } from '../../db/schema';

/**
 * The help lines for one user: by the country of their profile, else of their phone number,
 * else by their language (helpLinesFor).
 */
export async function helpLinesOfUser(
  app: FastifyInstance,
  { userId, lang }: { userId: number; lang: string },
): Promise<THelpCountry> {
  const [row] = await app.db
    .select({ profile: countries.iso, phone: users.phoneCountryCode })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId));
  const settings = await app.reference.settings();
  return helpLinesFor(settings.ai_help_resources, {
    countries: [row?.profile, row?.phone],
    lang,
  });
}
