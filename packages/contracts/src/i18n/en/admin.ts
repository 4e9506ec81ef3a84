/** Operator console and moderation texts (issue 14). */
export const admin = {
  errors: {
    accountBlocked: 'Your account has been blocked. Reason: {reason}',
    chatBlocked:
      'You have been blocked from the chat rooms for violating the rules. You can no longer create, join or write in topics.',
    reportHandled: 'This report has already been handled.',
    intervalOrder: 'The minimum reply interval must not exceed the maximum.',
    notBlocked: 'This user is not blocked.',
    cannotBlockSelf: 'You cannot block your own account.',
    cannotBlockStaff: 'Staff accounts cannot be blocked here.',
    nobodyToBlock: 'This report names nobody to block.',
  },
  chat: {
    closedByModerator: 'This chat has been closed by a moderator for violating the rules.',
  },
  mail: {
    reportHandledSubject: 'Your report has been reviewed',
    reportHandledIntro:
      'Thank you for your report about the chat "{title}". A moderator has reviewed it.',
    outcomeTopicClosed: 'The chat has been closed.',
    outcomeUserBlocked: 'The user has been blocked.',
    outcomeDismissed: 'No violation of the rules was found.',
  },
} as const;
