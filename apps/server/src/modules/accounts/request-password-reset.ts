import { sendPasswordResetMail } from './account-mail';
import { mailLinkOnRequest } from './mail-link-on-request';

/**
 * Mails a reset link valid for 60 minutes when the address has an account. Unknown
 * addresses get the same answer (no enumeration); the mail goes out in the background.
 */
export const requestPasswordReset = mailLinkOnRequest({
  call: 'reset',
  purpose: 'password_reset',
  send: sendPasswordResetMail,
});
