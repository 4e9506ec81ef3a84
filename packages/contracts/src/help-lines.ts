import { z } from 'zod';
import { ZAdminEvidenceLineSchema } from './evidence';

/**
 * Help lines for someone in crisis, per country (setting `ai_help_resources`): the emergency
 * number and crisis lines, each to call (`tel`) and/or to text (`sms`). Numbers are kept as
 * people read them ("0800 111 0 111"); links dial them without the spaces. Country `*` is
 * the fallback for a country without an entry.
 */
export const helpLinesLimits = { countries: 60, linesPerCountry: 6, label: 80 } as const;

const ZPhoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ]{1,19}$/, 'Digits and spaces only, with an optional leading +.');

export const ZHelpLineSchema = z.object({
  label: z.string().trim().min(1).max(helpLinesLimits.label),
  tel: ZPhoneNumberSchema.nullable(),
  sms: ZPhoneNumberSchema.nullable(),
});
export type THelpLine = z.infer<typeof ZHelpLineSchema>;

export const ZHelpCountrySchema = z.object({
  /** ISO 3166-1 alpha-2 (upper case), or `*` for every other country. */
  country: z.string().regex(/^([A-Z]{2}|\*)$/, 'A two-letter country code or *.'),
  emergency: ZPhoneNumberSchema,
  lines: z.array(ZHelpLineSchema).max(helpLinesLimits.linesPerCountry),
});
export type THelpCountry = z.infer<typeof ZHelpCountrySchema>;

export const ZHelpResourcesSchema = z
  .array(ZHelpCountrySchema)
  .max(helpLinesLimits.countries)
  .refine((entries) => entries.some((entry) => entry.country === '*'), {
    message: 'Keep one entry for the other countries (*).',
  })
  .refine((entries) => new Set(entries.map((entry) => entry.country)).size === entries.length, {
    message: 'Each country once.',
  });
export type THelpResources = z.infer<typeof ZHelpResourcesSchema>;

export const defaultHelpResources: THelpResources = [
  {
    country: 'US',
    emergency: '911',
    lines: [
      { label: '988 Suicide & Crisis Lifeline', tel: '988', sms: '988' },
      { label: 'Crisis Text Line', tel: null, sms: '741741' },
    ],
  },
  {
    country: 'GB',
    emergency: '999',
    lines: [
      { label: 'Samaritans', tel: '116 123', sms: null },
      { label: 'Shout', tel: null, sms: '85258' },
    ],
  },
  {
    country: 'DE',
    emergency: '112',
    lines: [
      { label: 'TelefonSeelsorge', tel: '0800 111 0 111', sms: null },
      { label: 'TelefonSeelsorge', tel: '0800 111 0 222', sms: null },
    ],
  },
  {
    country: 'ES',
    emergency: '112',
    lines: [
      { label: 'Línea 024', tel: '024', sms: null },
      { label: 'Teléfono de la Esperanza', tel: '717 003 717', sms: null },
    ],
  },
  { country: '*', emergency: '112', lines: [] },
];

/** The country whose lines a speaker of the language most likely needs, when theirs is unknown. */
const homeCountryOfLanguage: Record<string, string> = { de: 'DE', es: 'ES' };

/**
 * The help lines for one person: those of the first of their countries (e.g. the profile's,
 * then the phone number's) that has an entry, else their language's home country's (German
 * → DE, Spanish → ES), else the fallback (`*`). English has no single home country, so an
 * English speaker of no listed country gets the fallback.
 */
export function helpLinesFor(
  resources: THelpResources,
  { countries, lang }: { countries: (string | null | undefined)[]; lang: string },
): THelpCountry {
  const find = (code: string | null | undefined) =>
    code ? resources.find((entry) => entry.country === code.toUpperCase()) : undefined;
  for (const code of [...countries, homeCountryOfLanguage[lang], '*']) {
    const found = find(code);
    if (found) return found;
  }
  return { country: '*', emergency: '112', lines: [] };
}

/** The number as a link dials it: `tel:08001110111`, `sms:741741`. */
export function dialHref(scheme: 'tel' | 'sms', number: string): string {
  return `${scheme}:${number.replace(/\s+/g, '')}`;
}

/** `GET /api/help-lines`: the caller's help lines (their country's, see helpLinesFor). */
export const ZHelpLinesAnswerSchema = ZHelpCountrySchema;

/** A crisis detected in a topic, in the moderators' console. */
export const ZSafetyAlertSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  topic_title: z.string(),
  room_title: z.string(),
  user_id: z.number().int().nullable(),
  /** The account whose message set it off (null once deleted). */
  user: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  /** Until when the topic is in safe mode; null when it ended. */
  safe_until: z.string().nullable(),
  is_closed: z.boolean(),
  handled_at: z.string().nullable(),
  recent_messages: z.array(ZAdminEvidenceLineSchema),
});
export type TSafetyAlert = z.infer<typeof ZSafetyAlertSchema>;
export const safetyAlertsShown = 50;
