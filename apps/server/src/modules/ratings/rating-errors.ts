import { AppError } from '../../lib/app-error';

/** Why a rating is refused: a sentence for the person and a stable code for clients. */
export const ratingErrors = {
  notRateable: () =>
    new AppError(422, 'ratings.errors.notRateable', { code: 'RATING_NOT_POSSIBLE' }),
  alreadyRated: () => new AppError(409, 'ratings.errors.alreadyRated', { code: 'ALREADY_RATED' }),
  editClosed: () => new AppError(409, 'ratings.errors.editClosed', { code: 'RATING_LOCKED' }),
};
