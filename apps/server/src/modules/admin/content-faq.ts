import { ZAdminFaqInputSchema, ZAdminFaqSchema } from '@parlor/contracts';
import { faqs } from '../../db/schema';
import { defineContentResource } from './define-content-resource';
import { sanitizeLocalizedHtml } from './sanitize-localized-html';

/** FAQ entries: question and HTML answer per language, and their order. */
export const faqResource = defineContentResource({
  path: 'faq',
  objectType: 'faq',
  noun: 'FAQ entries',
  input: ZAdminFaqInputSchema,
  item: ZAdminFaqSchema,
  table: faqs,
  columns: { id: faqs.id, question: faqs.question, answer: faqs.answer, position: faqs.position },
  // Answers are HTML: stored clean, with the sanitiser the site uses.
  values: (input) => ({ ...input, answer: sanitizeLocalizedHtml(input.answer, 'answer') }),
});
