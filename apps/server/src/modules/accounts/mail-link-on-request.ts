import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { sendVerificationMail } from './account-mail';
import { findAccountByEmail, type AccountRow } from './queries';
import { limitAccountCall, type LimitedCall } from './rate-limits';
import { issueUserToken, type UserTokenPurpose } from './user-tokens';

/**
 * Mails a new single-use link to the account of an address that asked for one, when the
 * account `wants` it. The caller answers the same either way, so that nobody learns which
 * addresses exist; the attempt counts against the address first.
 */
export async function mailLinkOnRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  options: {
    email: string;
    call: LimitedCall;
    purpose: UserTokenPurpose;
    send: typeof sendVerificationMail;
    wants?: (account: AccountRow) => boolean;
  },
): Promise<void> {
  await limitAccountCall(app, request, options.call, options.email);
  const account = await findAccountByEmail(app.db, options.email);
  if (!account || (options.wants && !options.wants(account))) return;
  const token = await app.db.transaction((tx) =>
    issueUserToken(tx, { userId: account.id, purpose: options.purpose }),
  );
  await options.send(app, account, { token, lang: request.lang });
}
