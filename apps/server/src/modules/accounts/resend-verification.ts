import { sendVerificationMail } from './account-mail';
import { mailLinkOnRequest } from './mail-link-on-request';

/**
 * Sends a new verification link when the address belongs to an unverified account. The
 * answer is the same either way, so that it does not reveal which addresses exist.
 */
export const resendVerification = mailLinkOnRequest({
  call: 'resend',
  purpose: 'email_verify',
  send: sendVerificationMail,
  wants: (account) => !account.emailVerifiedAt,
});
