/** The AI companion: the texts it posts itself (failures, safety) and the reply status. */
export const ai = {
  unavailable:
    'The companion cannot answer right now. Please try again in a moment — nothing was charged.',
  replyLimit:
    'The companion has answered a lot this hour and needs a short break. Please write again a little later.',
  selfHarm:
    "I'm really glad you told me, and I'm sorry you're carrying this. You deserve support right now from someone who can be there for you. {resources} If you'd like to talk with a person here, you can choose Human in the chat menu and an interlocutor will join you. I'm here too — would you like to tell me what is happening?",
  selfHarmSeatClosed:
    "I'm really glad you told me, and I'm sorry you're carrying this. You deserve support right now from someone who can be there for you. {resources} If you'd like to talk with a person here, you can let approved interlocutors join this chat under “Who may join” in the chat menu, then choose Human — an interlocutor will join you. I'm here too — would you like to tell me what is happening?",
  safeAgain:
    "I'm glad you feel safe now. Safe mode has ended, so messages cost points again. The help lines stay one tap away: open Help lines in the chat menu whenever you need them. I'm still here — what would you like to talk about?",
  refused:
    "I can't talk about that. Threats and anything sexual involving minors are against the house rules. If someone is in danger, please contact the local emergency services.",
  safeFallback:
    "I'd rather not say it that way. Could you tell me a bit more about what's on your mind, so I can answer you better?",
  streaming: 'The companion is replying',
  privacyDisclosure:
    'Replies from the companion are written by an AI, never by a person, and are marked “AI companion” in the chat. When a person (an interlocutor or another member) takes the seat, the conversation says so and their messages are marked “Person”.',
  privacyOffline:
    'Active now: the built-in offline companion. It runs inside our own servers without any network connection, and what you write to it is not sent to anyone else.',
  privacyProvider:
    'Active now: an external AI model provider ({host}). To produce each reply, the recent messages of the topic (with e-mail addresses, phone numbers and links already masked) are sent to it; your account details never are.',
  handoff: {
    title: 'Share a summary with the person who takes over?',
    intro:
      'Your AI companion wrote this short summary of your conversation. Read it, change anything you like, or share nothing. Only the person who takes this chat will see it, pinned at the top.',
    writing: 'The companion is writing a short summary…',
    label: 'Summary for the person',
    words: '{count} words',
    share: 'Share this summary',
    decline: 'Don’t share anything',
    shared: 'The summary will be shown to the person who takes over.',
    declined: 'Nothing of your conversation will be shown to the person.',
    failed: 'The summary could not be written. You can write one yourself or share nothing.',
    pinnedTitle: 'Summary from the owner',
    pinnedBy: 'Written by the AI companion, approved by the owner',
    pinnedEdited: 'Written by the AI companion, edited and approved by the owner',
    errors: { empty: 'Write a summary or choose to share nothing.' },
  },
} as const;
