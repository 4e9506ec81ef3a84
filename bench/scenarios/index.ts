import type { Scenario } from '../scenario';
import { profile, signIn } from './accounts';
import { aiFirstToken } from './ai-first-token';
import { messageSend, roomsIndex, topicsIndex } from './chat';
import { publicFaq, publicSettings, publicStaticPage } from './public-content';

/** Every scenario `npm run bench` runs, in order. */
export const scenarios = [
  publicSettings,
  publicFaq,
  publicStaticPage,
  profile,
  roomsIndex,
  topicsIndex,
  messageSend,
  signIn,
  aiFirstToken,
] as Scenario[];
