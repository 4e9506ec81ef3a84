import { z } from 'zod';

/**
 * `GET /api/admin/me`: the console asks it before loading; 401/403 for everyone else.
 * A file of its own: the web app's /admin gate (in every visitor's bundle) uses it, and must
 * not pull the console's definitions (admin.ts) in with it.
 */
export const ZAdminMeSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(['moderator', 'admin']),
});
export type TAdminMe = z.infer<typeof ZAdminMeSchema>;
