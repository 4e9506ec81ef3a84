/** Conversation privacy: delete a conversation now, receipts, where points went. */
export const conversations = {
  purge: {
    action: 'Delete this conversation now',
    title: 'Delete this conversation now?',
    message:
      'The chat closes for both of you, and all its messages and files are deleted at once. This cannot be undone.',
    confirm: 'Delete now',
    done: 'The conversation was closed and deleted.',
  },
  deleteMine: {
    action: 'Leave and delete my messages',
    title: 'Leave and delete your messages?',
    message:
      "You leave this chat, and every message you wrote in it is deleted now, with its files. The other person's messages stay until the conversation is deleted.",
    confirm: 'Delete my messages',
    done: 'Your messages in this conversation were deleted.',
  },
  closed: {
    purgedByOwner: 'This chat has been closed by its owner. Its messages were deleted.',
    title: 'Closed conversations',
    deletesOn: 'Deleted on {date}',
  },
  receipt: {
    label: 'What this message cost',
    free: 'Free',
    cost: '{points} points · {price}',
    share: '{share} of {points} points to your listener',
  },
  spending: {
    title: 'Where your points went',
    description: 'What your messages cost, per conversation and day.',
    empty: 'No message costs yet.',
    failed: 'Failed to load your message costs.',
    day: 'Day',
    conversation: 'Conversation',
    messages: 'Messages',
    points: 'Points',
    deletedConversation: 'Deleted conversation',
    toListener: '{points} to your listener',
  },
} as const;
