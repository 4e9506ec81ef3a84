import { ZAdminFaqInputSchema, ZAdminFaqSchema, type TAdminFaq } from '@parlor/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { faqs } from '../../db/schema';
import { sanitizeLocalizedHtml } from './sanitize-localized-html';
import type { ContentResource } from './content-resource';
import { contentReads, contentRows } from './content-rows';

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
  ...contentReads(
    faqs,
    (db: Executor) => db.select(columns).from(faqs).$dynamic(),
    (row) => row,
  ),
  ...contentRows(faqs, values),
};
