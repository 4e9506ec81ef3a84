import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { sendVerificationMail } from './account-mail';
import { findAccountByEmail, type AccountRow } from './queries';
import { limitAccountCall, type LimitedCall } from './rate-limits';
import { issueUserToken, type UserTokenPurpose } from './user-tokens';

/**
 * A request for a mailed link by address: the attempt counts against the address, then the
 * account of the address, when it `wants` the link, gets a new single-use token mailed. The
 * caller answers the same either way, so that nobody learns which addresses exist.
 */
export function mailLinkOnRequest(options: {
  call: LimitedCall;
  purpose: UserTokenPurpose;
  send: typeof sendVerificationMail;
  wants?: (account: AccountRow) => boolean;
}) {
  return async (app: FastifyInstance, request: FastifyRequest, email: string): Promise<void> => {
    await limitAccountCall(app, request, options.call, email);
    const account = await findAccountByEmail(app.db, email);
    if (!account || (options.wants && !options.wants(account))) return;
    const token = await app.db.transaction((tx) =>
      issueUserToken(tx, { userId: account.id, purpose: options.purpose }),
    );
    await options.send(app, account, { token, lang: request.lang });
  };
}
