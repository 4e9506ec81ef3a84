import { configureZodMessages } from '@parlor/contracts';

/**
 * Zod answers catalogue keys (`errors.required`, ...) instead of English sentences. Imported
 * for this side effect by every module that validates what a user typed (forms with
 * `zodResolver`, `safeParse` of a form's values), so that it runs before the first
 * validation but zod stays out of the entry chunk
 * (docs/decisions/150-the-first-visit-trusts-our-own-server-s-answers.md).
 */
configureZodMessages();
