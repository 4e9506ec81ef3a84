import { z } from 'zod';

/** Money contracts (bundles, deposits, channel status); the money module fills this file. */
export const ZBundleSchema = z.object({
  id: z.number().int(),
  /** Points the bundle credits. */
  points: z.number(),
  /** Price in the requested currency, two decimals. */
  price: z.number(),
  currency: z.string(),
  description: z.string(),
});
export type TBundle = z.infer<typeof ZBundleSchema>;
