/** Console: safety alerts and reports. */

export const adminAlerts = {
  intro:
    'Topics where someone spoke of harming themselves. The topic is in safe mode for 24 hours or until the person says they are safe.',
  empty: 'No safety alerts.',
  detected: 'Detected {time}',
  safeUntil: 'Safe mode until {time}',
  safeEnded: 'Safe mode ended',
  closed: 'Topic closed',
  openTopic: 'Open the topic',
  markHandled: 'Mark as handled',
  handled: 'Handled {time}',
  recent: 'Recent messages',
  account: 'Account',
  accountDeleted: 'Deleted account',
} as const;

export const adminReports = {
  status: 'Status',
  statusOpen: 'Open',
  statusHandled: 'Handled',
  statusAll: 'All',
  typeTopic: 'Topic report',
  typeUser: 'User report',
  reporter: 'Reporter',
  reported: 'Reported',
  note: 'Reporter’s note',
  recent: 'Recent messages',
  noMessages: 'No messages.',
  closeTopic: 'Close topic',
  blockChat: 'Block from chat',
  blockAccount: 'Block account',
  dismiss: 'Dismiss',
  moderatorNote: 'Moderator note (optional)',
  handled: 'Report handled.',
  resolution: 'Resolution: {resolution}',
  deletedAccount: '[deleted account]',
  evidenceRemoved:
    'A participant deleted their account; the kept conversation was removed when this report was handled.',
  resolutions: {
    topic_closed: 'Topic closed',
    user_blocked_chat: 'User blocked from chat',
    user_blocked_account: 'Account blocked',
    dismissed: 'Dismissed',
  },
} as const;
