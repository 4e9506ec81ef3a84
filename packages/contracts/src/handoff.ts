import { z } from 'zod';

/** The hand-off summary offered to the owner when they ask for a person. */
export const handoffLimits = {
  /** Words the companion's draft has at most. */
  draftWords: 80,
  /** Characters the owner's (edited) summary may have. */
  maxLength: 800,
} as const;

export const ZHandoffDraftRequestSchema = z.object({
  topic_id: z.coerce.number().int().positive(),
});

/** The companion's draft (masked, at most `draftWords` words): the owner reads and may edit it. */
export const ZHandoffDraftAnswerSchema = z.object({ summary: z.string() });
export type THandoffDraftAnswer = z.infer<typeof ZHandoffDraftAnswerSchema>;

/** The owner's decision: share the (maybe edited) summary, or share nothing. */
export const ZHandoffDecisionSchema = z
  .object({
    topic_id: z.coerce.number().int().positive(),
    decision: z.enum(['accept', 'decline']),
    summary: z.string().trim().max(handoffLimits.maxLength).optional(),
  })
  .refine((body) => body.decision === 'decline' || Boolean(body.summary), {
    path: ['summary'],
    message: 'ai.handoff.errors.empty',
  });
export type THandoffDecision = z.infer<typeof ZHandoffDecisionSchema>;

/**
 * The summary the person in the seat sees, pinned: written by the AI companion, approved
 * (maybe edited) by the owner. Null for anyone else, and when the owner declined.
 */
export const ZHandoffSummarySchema = z.object({
  summary: z.string(),
  is_edited: z.boolean(),
  approved_at: z.string(),
});
export const ZHandoffSummaryAnswerSchema = z.object({
  handoff: ZHandoffSummarySchema.nullable(),
});
export type THandoffSummaryAnswer = z.infer<typeof ZHandoffSummaryAnswerSchema>;
