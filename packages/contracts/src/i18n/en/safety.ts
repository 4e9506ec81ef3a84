/** The safety lane: help lines, safe mode, alerts for the moderators. */
export const safety = {
  errors: {
    seatSafeMode:
      'This conversation is in a protected space right now: only approved interlocutors may join it.',
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
} as const;
