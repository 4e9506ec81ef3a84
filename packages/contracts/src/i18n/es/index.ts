import type { Catalog } from '../catalog';
import type { en } from '../en';
import { admin } from './admin';
import { auth } from './auth';
import { chat } from './chat';
import { common } from './common';
import { errors } from './errors';
import { money } from './money';
import { site } from './site';

export const es: Catalog<typeof en> = { common, errors, site, auth, money, chat, admin };
