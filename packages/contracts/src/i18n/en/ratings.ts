/** Rating a human conversation, an interlocutor's own ratings, the blocked list. */
export const ratings = {
  validation: {
    scoreRequired: 'Choose from 1 to 5 stars.',
    commentTooLong: 'At most 500 characters.',
  },
  errors: {
    notRateable: 'This conversation cannot be rated.',
    alreadyRated: 'You have already rated this conversation.',
    editClosed: 'A rating can be changed for 24 hours after it was given.',
    blockNotFound: 'This person is not on your list any more.',
  },
  modal: {
    title: 'How was your conversation with {name}?',
    editTitle: 'Change your rating of {name}',
    intro: 'Your rating is anonymous: {name} sees only an average of many ratings, never yours.',
    scoreLegend: 'Your rating',
    star: '{count} of 5 stars',
    comment: 'Anything you want to say? (optional)',
    commentHint:
      'Up to 500 characters. E-mail addresses, phone numbers and links are hidden, as in messages.',
    submit: 'Send rating',
    save: 'Save changes',
    skip: 'Skip',
    editUntil: 'You can change it until {time}.',
    thanks: 'Thank you for your rating.',
    changed: 'Your rating has been changed.',
    skipped: 'We will not ask about this conversation again.',
  },
  panel: {
    rate: 'Rate this conversation',
    change: 'Change rating',
    locked:
      'This rating can no longer be changed: a rating can be changed for 24 hours after it was given.',
  },
  own: {
    title: 'Your ratings',
    average: 'Average: {average} of 5',
    count: '{count} ratings',
    notYet:
      'Your average appears once {count} people have rated a conversation with you, so that nobody can tell who gave which rating.',
    comments: 'What people wrote',
    noComments: 'No words yet.',
  },
  blocks: {
    title: 'People you blocked',
    intro:
      'You and these people are never seated together again: random chat and joining skip them. Unblock someone to allow it again.',
    empty: 'You have not blocked anyone.',
    blockedOn: 'Blocked on {date}',
    inTopic: 'in “{title}”',
    unblock: 'Unblock',
    unblocked: '{name} is unblocked.',
  },
} as const;
