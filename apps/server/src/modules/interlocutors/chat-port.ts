import type { InterlocutorsPort } from '../chat/ports';
import { cancelSearchIfRunning } from './cancel-search';
import { creditInterlocutorShare } from './credit-interlocutor-share';
import { wakeEarningsRelease } from './earnings-release-timer';
import { onGuestLeft } from './end-interlocutor-seat';
import { openSearch } from './open-search';
import { trackInterlocutorSocket } from './track-interlocutor-socket';

/** Matched interlocutors as chat asks for them (chat/ports.ts); app.ts hands it in. */
export const interlocutorsChatPort: InterlocutorsPort = {
  creditShare: creditInterlocutorShare,
  wakeEarningsRelease,
  openSearch,
  cancelSearchIfRunning,
  onGuestLeft,
  trackSocket: trackInterlocutorSocket,
};
