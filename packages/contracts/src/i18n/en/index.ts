import { ai } from './ai';
import { attachments } from './attachments';
import { admin } from './admin';
import { auth } from './auth';
import { chat } from './chat';
import { common } from './common';
import { errors } from './errors';
import { interlocutors } from './interlocutors';
import { money } from './money';
import { requests } from './requests';
import { site } from './site';

/** The English catalogue: the source of every UI and API text, and the fallback language. */
export const en = { common, errors, site, auth, money, chat, requests, ai, attachments, interlocutors } as const;
import { payouts } from './payouts';

export const en = { common, errors, site, auth, money, chat, payouts } as const;
export const en = { common, errors, site, auth, money, chat, admin } as const;
