import { z } from 'zod';

/** Who wrote a line of a report's or an alert's conversation, shown in words by the console. */
export const evidenceRoles = ['owner', 'guest', 'interlocutor', 'ai', 'system'] as const;
export type TEvidenceRole = (typeof evidenceRoles)[number];

/** A line of a conversation as a moderator reads it: system lines and erased lines as text. */
export const ZAdminEvidenceLineSchema = z.object({
  id: z.number().int(),
  sender_id: z.number().int().nullable(),
  sender_kind: z.string(),
  sender_role: z.enum(evidenceRoles),
  /** In the reader's language for system lines; "[deleted account]" for an erased line. */
  content: z.string(),
  created_at: z.string(),
});
export type TAdminEvidenceLine = z.infer<typeof ZAdminEvidenceLineSchema>;
