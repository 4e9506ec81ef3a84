import { attachmentLimits } from '@parlor/contracts';
import { AppError } from '../../../lib/app-error';

/** Refusals of the Send files checks (spec §5): 422 on the `attachments` field, nothing stored. */
export const attachmentErrors = {
  tooManyFiles: () =>
    AppError.field('attachments', 'attachments.errors.tooManyFiles', {
      n: attachmentLimits.maxFiles,
    }),
  fileTooLarge: () =>
    AppError.field('attachments', 'attachments.errors.fileTooLarge', {
      size: attachmentLimits.maxFileSizeText,
    }),
  imagesOnly: () => AppError.field('attachments', 'attachments.errors.imagesOnly'),
  invalidFile: () => AppError.field('attachments', 'attachments.errors.invalidFile'),
  invalidFileSize: () => AppError.field('attachments', 'attachments.errors.invalidFileSize'),
  notFound: () => AppError.notFound('attachments.errors.notFound'),
};
