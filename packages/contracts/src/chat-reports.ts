import { z } from 'zod';
import { reportTypes } from './chat';
import { ZTopicIdSchema } from './chat-topics';

/** Reports of a topic or a person, sent from the conversation. */

export const ZReportAnswerSchema = z.object({
  report: z.object({ id: z.number().int(), topic_id: z.number().int(), type: z.enum(reportTypes) }),
});

/** Longest own words of a report. */
export const reportDetailsMax = 500;

/**
 * `POST /api/reports/create`: the spec's `topic_id` and `type`, and optionally why
 * (`reason`; `details` required with `other`) and, for a user report, `block` the person.
 */
export const ZCreateReportSchema = z
  .object({
    topic_id: ZTopicIdSchema,
    type: z.enum(reportTypes),
    /**
     * A code of `reportReasons`; any other text (the free words earlier clients sent here) is
     * kept as it is.
     */
    reason: z.string().trim().max(reportDetailsMax, 'chat.report.detailsTooLong').optional(),
    details: z
      .string()
      .trim()
      .max(reportDetailsMax, 'chat.report.detailsTooLong')
      .optional()
      .transform((text) => text || undefined),
    block: z.boolean().optional(),
  })
  .superRefine((report, context) => {
    if (report.reason === 'other' && !report.details) {
      context.addIssue({
        code: 'custom',
        path: ['details'],
        message: 'chat.report.detailsRequired',
      });
    }
  });
export type TCreateReportInput = z.input<typeof ZCreateReportSchema>;
