import { z } from 'zod';
import { ZEmailSchema } from './auth-fields';
import { ZPaginationMetaSchema } from './common';

/** Limits of the application form, shared by the server and the modal. */
export const applicationLimits = { nicknameMax: 50, textMax: 2000, reviewNoteMax: 1000 } as const;
export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type TApplicationStatus = (typeof applicationStatuses)[number];

const requiredText = (message: 'experienceRequired' | 'interestsRequired') =>
  z
    .string(`interlocutors.validation.${message}`)
    .trim()
    .min(1, `interlocutors.validation.${message}`)
    .max(applicationLimits.textMax, 'errors.tooLong');

const optionalHelpText = z
  .string()
  .trim()
  .max(applicationLimits.textMax, 'errors.tooLong')
  .optional();

/**
 * `POST /api/become-contributor` (spec §5, texts word for word): values trimmed, every field
 * required. The help text arrives as `help_description` or, from the spec's other reading,
 * `helpDescription`.
 */
export const ZApplicationFormSchema = z
  .object({
    nickname: z
      .string('interlocutors.validation.nicknameRequired')
      .trim()
      .min(1, 'interlocutors.validation.nicknameRequired')
      .max(applicationLimits.nicknameMax, 'errors.tooLong'),
    email: ZEmailSchema,
    experience: requiredText('experienceRequired'),
    interests: requiredText('interestsRequired'),
    help_description: optionalHelpText,
    helpDescription: optionalHelpText,
  })
  .superRefine((form, ctx) => {
    if (!(form.help_description || form.helpDescription)) {
      ctx.addIssue({
        code: 'custom',
        path: ['help_description'],
        message: 'interlocutors.validation.helpDescriptionRequired',
      });
    }
  });
export type TApplicationForm = z.input<typeof ZApplicationFormSchema>;

/** The modal's form: the spec's field names, validated with the same texts. */
export const ZApplicationModalSchema = z.object({
  nickname: ZApplicationFormSchema.shape.nickname,
  email: ZEmailSchema,
  experience: requiredText('experienceRequired'),
  interests: requiredText('interestsRequired'),
  helpDescription: z
    .string('interlocutors.validation.helpDescriptionRequired')
    .trim()
    .min(1, 'interlocutors.validation.helpDescriptionRequired')
    .max(applicationLimits.textMax, 'errors.tooLong'),
});
export type TApplicationModalForm = z.infer<typeof ZApplicationModalSchema>;

export const ZApplicationSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  email: z.string(),
  experience: z.string(),
  interests: z.string(),
  help_description: z.string(),
  status: z.enum(applicationStatuses),
  /** The reviewer's note (always given for a rejection). */
  review_note: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TApplication = z.infer<typeof ZApplicationSchema>;

export const ZApplicationAnswerSchema = z.object({ application: ZApplicationSchema });
export const ZApplicationStatusSchema = z.object({
  has_application: z.boolean(),
  application: ZApplicationSchema,
});
export type TApplicationStatusAnswer = z.infer<typeof ZApplicationStatusSchema>;

// ---------------------------------------------------------------- admin review

export const ZAdminApplicationsQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const ZAdminApplicationSchema = ZApplicationSchema.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  account_email: z.string().nullable(),
});
export type TAdminApplication = z.infer<typeof ZAdminApplicationSchema>;
export const ZAdminApplicationsPageSchema = z.object({
  data: z.array(ZAdminApplicationSchema),
  meta: ZPaginationMetaSchema,
});
export const ZApplicationIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
export const ZApproveApplicationSchema = z
  .object({
    note: z.string().trim().max(applicationLimits.reviewNoteMax, 'errors.tooLong').optional(),
  })
  .optional();
export const ZRejectApplicationSchema = z.object({
  note: z
    .string('interlocutors.validation.noteRequired')
    .trim()
    .min(1, 'interlocutors.validation.noteRequired')
    .max(applicationLimits.reviewNoteMax, 'errors.tooLong'),
});

// ---------------------------------------------------------------- matching and console

export const searchStatuses = [
  'searching',
  'connected',
  'timed_out',
  'cancelled',
  'ended',
] as const;
export type TSearchStatus = (typeof searchStatuses)[number];

/** The owner's view of a topic's search for a person. */
export const ZInterlocutorSearchSchema = z.object({
  request_id: z.number().int(),
  topic_id: z.number().int(),
  status: z.enum(searchStatuses),
  /** When the search gives up (ISO), while searching. */
  deadline_at: z.string().nullable(),
  /** The interlocutor's nickname once connected. */
  nickname: z.string().nullable(),
});
export type TInterlocutorSearch = z.infer<typeof ZInterlocutorSearchSchema>;
export const ZInterlocutorSearchAnswerSchema = z.object({
  search: ZInterlocutorSearchSchema.nullable(),
});

/** A waiting request as the console lists it: no account data of the owner. */
export const ZInterlocutorOfferSchema = z.object({
  request_id: z.number().int(),
  topic_id: z.number().int(),
  topic_title: z.string(),
  room_title: z.string(),
  created_at: z.string(),
  deadline_at: z.string(),
});
export type TInterlocutorOffer = z.infer<typeof ZInterlocutorOfferSchema>;

export const ZInterlocutorConversationSchema = z.object({
  topic_id: z.number().int(),
  topic_title: z.string(),
  room_title: z.string(),
  /** The owner's alias, the name the chat shows them under (never from the account). */
  owner_label: z.string(),
  since: z.string(),
});

export const ZEarningRowSchema = z.object({
  id: z.number().int(),
  topic_title: z.string().nullable(),
  /** Points earned. */
  amount: z.number(),
  status: z.enum(['pending', 'available']),
  created_at: z.string(),
  release_at: z.string(),
});
export type TEarningRow = z.infer<typeof ZEarningRowSchema>;

export const ZInterlocutorConsoleSchema = z.object({
  is_available: z.boolean(),
  is_online: z.boolean(),
  max_chats: z.number().int(),
  offers: z.array(ZInterlocutorOfferSchema),
  conversations: z.array(ZInterlocutorConversationSchema),
  earnings: z.object({
    /** Points. */
    pending: z.number(),
    available: z.number(),
    /** Drawn by payout requests (a rejected or failed payout gives it back). */
    paid_out: z.number(),
    /** Everything earned and kept: pending + available + paid_out, to the hundredth. */
    total: z.number(),
    recent: z.array(ZEarningRowSchema),
  }),
});
export type TInterlocutorConsole = z.infer<typeof ZInterlocutorConsoleSchema>;

export const ZAvailabilitySchema = z.object({ is_available: z.boolean() });
export const ZRequestIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Stable codes of the matching failures. */
export const interlocutorErrorCodes = {
  applicationPending: 'APPLICATION_PENDING',
  alreadyInterlocutor: 'ALREADY_INTERLOCUTOR',
  applicationNotFound: 'APPLICATION_NOT_FOUND',
  applicationReviewed: 'APPLICATION_ALREADY_REVIEWED',
  requestTaken: 'REQUEST_TAKEN',
  requestNotFound: 'REQUEST_NOT_FOUND',
  tooManyChats: 'INTERLOCUTOR_CHAT_LIMIT',
  noSearch: 'NO_SEARCH',
  searchRunning: 'SEARCH_RUNNING',
} as const;
