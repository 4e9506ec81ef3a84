import { admin } from './admin';
import { auth } from './auth';
import { chat } from './chat';
import { common } from './common';
import { errors } from './errors';
import { money } from './money';
import { site } from './site';

/** The English catalogue: the source of every UI and API text, and the fallback language. */
export const en = { common, errors, site, auth, money, chat, admin } as const;
