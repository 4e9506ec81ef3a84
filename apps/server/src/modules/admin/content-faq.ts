import { ZAdminFaqInputSchema, ZAdminFaqSchema, type TAdminFaq } from '@parlor/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { faqs } from '../../db/schema';
import { sanitizeLocalizedHtml } from './sanitize-localized-html';
import type { ContentResource } from './content-resource';

type Input = z.output<typeof ZAdminFaqInputSchema>;

const columns = {
  id: faqs.id,
  question: faqs.question,
  answer: faqs.answer,
  position: faqs.position,
};

function values(input: Input) {
  return {
    question: input.question,
    // Answers are HTML: stored clean, with the sanitiser the site uses.
    answer: sanitizeLocalizedHtml(input.answer, 'answer'),
    position: input.position,
  };
}

/** FAQ entries: question and HTML answer per language, and their order. */
export const faqResource: ContentResource<Input, TAdminFaq> = {
  path: 'faq',
  objectType: 'faq',
  noun: 'FAQ entries',
  input: ZAdminFaqInputSchema,
  item: ZAdminFaqSchema,
  list: (db: Executor) => db.select(columns).from(faqs).orderBy(asc(faqs.position), asc(faqs.id)),
  async load(db, id) {
    const [row] = await db.select(columns).from(faqs).where(eq(faqs.id, id));
    return row;
  },
  async insert(tx, input) {
    const [row] = await tx.insert(faqs).values(values(input)).returning({ id: faqs.id });
    return row!.id;
  },
  async update(tx, id, input) {
    await tx.update(faqs).set(values(input)).where(eq(faqs.id, id));
  },
  async remove(tx, id) {
    await tx.delete(faqs).where(eq(faqs.id, id));
  },
};
