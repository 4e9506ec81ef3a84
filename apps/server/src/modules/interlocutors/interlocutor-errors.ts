import { interlocutorErrorCodes as codes } from '@parlor/contracts';
import { AppError } from '../../lib/app-error';

/** The failures of applications and matching, each with its status and stable code. */
export const interlocutorErrors = {
  applicationPending: () =>
    new AppError(409, 'interlocutors.errors.pending', { code: codes.applicationPending }),
  alreadyInterlocutor: () =>
    new AppError(409, 'interlocutors.errors.alreadyInterlocutor', {
      code: codes.alreadyInterlocutor,
    }),
  applicationNotFound: () =>
    AppError.notFound('interlocutors.errors.notFound', { code: codes.applicationNotFound }),
  alreadyReviewed: () =>
    new AppError(409, 'interlocutors.errors.alreadyReviewed', { code: codes.applicationReviewed }),
  requestTaken: () =>
    new AppError(409, 'interlocutors.errors.requestTaken', { code: codes.requestTaken }),
  requestNotFound: () =>
    AppError.notFound('interlocutors.errors.requestNotFound', { code: codes.requestNotFound }),
  ownRequest: () =>
    AppError.forbidden('interlocutors.errors.ownRequest', { code: codes.requestNotFound }),
  tooManyChats: (max: number) =>
    new AppError(409, 'interlocutors.errors.tooManyChats', {
      code: codes.tooManyChats,
      params: { max },
    }),
  searchRunning: () =>
    new AppError(409, 'interlocutors.errors.searchRunning', { code: codes.searchRunning }),
  noSearch: () => AppError.notFound('interlocutors.errors.noSearch', { code: codes.noSearch }),
};
