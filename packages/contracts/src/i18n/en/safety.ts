/** The safety lane (issue 26): help lines, safe mode, alerts for the moderators. */
export const safety = {
  errors: {
    seatSafeMode:
      'This conversation is in a protected space right now: only approved interlocutors may join it.',
    alertNotFound: 'This alert was already handled.',
  },
  card: {
    title: 'You are not alone — help is there, day and night',
    emergency: 'In immediate danger: {number}',
    call: 'Call {number}',
    text: 'Text {number}',
    more: 'Other countries: findahelpline.com',
    free: 'Messages in this conversation are free until {time}.',
    hide: 'Hide help lines',
    show: 'Help lines',
  },
  cost: { free: 'Free' },
  reply: {
    emergency: 'In immediate danger, call {number}.',
    line: '{label}: {numbers}.',
    call: 'call {number}',
    text: 'text {number}',
    pinned: 'These numbers are also pinned above the message box — tap one to call.',
  },
  mail: {
    subject: 'Safety alert: someone may be in danger',
    intro:
      'Words of a crisis were just detected in the topic “{title}”. The topic is in safe mode for 24 hours: its messages are free, only approved interlocutors may join, and the help lines are shown.',
    action: 'Please look at the alert in the console:',
  },
  admin: {
    nav: 'Safety alerts',
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
  },
  settings: {
    country: 'Country (two letters, * for all others)',
    emergency: 'Emergency number',
    label: 'Name of the line',
    tel: 'Number to call',
    sms: 'Number to text',
    addCountry: 'Add a country',
    addLine: 'Add a line',
    removeCountry: 'Remove country',
    removeLine: 'Remove line',
    summary: '{count} countries',
  },
} as const;
