import { moderationErrorCodes } from '@parlor/contracts';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * The one check of the chat's entry points (create a topic, join one, take a random seat,
 * send a message): a user an operator blocked from chat gets 403 `CHAT_BLOCKED` with a
 * text the chat area shows. Runs after requireVerifiedUser; synchronous, as the guards are.
 */
export function requireChatAccess(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  if (!request.user) throw AppError.unauthenticated();
  if (request.user.isChatBlocked) {
    throw AppError.forbidden('admin.errors.chatBlocked', {
      code: moderationErrorCodes.chatBlocked,
    });
  }
  done();
}
