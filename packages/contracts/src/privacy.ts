import { z } from 'zod';
import { ZPasswordInputSchema } from './auth-fields';

/** `POST /api/user/delete`: the password again before the confirmation link is mailed. */
export const ZAccountDeletionRequestSchema = z.object({ password: ZPasswordInputSchema });
export type TAccountDeletionRequest = z.infer<typeof ZAccountDeletionRequestSchema>;

/** `POST /api/user/delete/confirm`: the mailed link's token; the account goes at once. */
export const ZAccountDeletionConfirmSchema = z.object({
  token: z.string().min(1).max(200),
});
export type TAccountDeletionConfirm = z.infer<typeof ZAccountDeletionConfirmSchema>;

/** How long the mailed deletion link works. */
export const accountDeletionLinkMinutes = 60;
