import type { Catalog } from '../catalog';
import type { en } from '../en';
import { admin } from './admin';
import { ai } from './ai';
import { attachments } from './attachments';
import { auth } from './auth';
import { chat } from './chat';
import { common } from './common';
import { conversations } from './conversations';
import { errors } from './errors';
import { interlocutors } from './interlocutors';
import { money } from './money';
import { notifications } from './notifications';
import { payouts } from './payouts';
import { privacy } from './privacy';
import { ratings } from './ratings';
import { requests } from './requests';
import { safety } from './safety';
import { site } from './site';

export const de: Catalog<typeof en> = {
  common,
  errors,
  site,
  auth,
  money,
  chat,
  requests,
  ai,
  attachments,
  interlocutors,
  payouts,
  privacy,
  admin,
  safety,
  conversations,
  ratings,
  notifications,
};
