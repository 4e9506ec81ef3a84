/** Console: the settings page (groups, units, help lines, every setting field). */

export const adminSettings = {
  intro: 'Changes apply on every server at once. Each change is shown for confirmation first.',
  groups: {
    prices: 'Prices',
    chat: 'Chat',
    ai: 'AI companion',
    interlocutors: 'Interlocutors and earnings',
    payouts: 'Payouts',
    limits: 'Limits',
    site: 'Site',
  },
  helpLines: {
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
  units: {
    points: 'points',
    percent: '%',
    seconds: 'seconds',
    minutes: 'minutes',
    megapixels: 'megapixels',
    days: 'days',
    currency: 'EUR',
    count: '',
    pointsPerCurrency: 'points per EUR',
    text: '',
    lines: '',
    helpLines: '',
    switch: '',
  },
  range: 'Allowed: {min} to {max}',
  maxLength: 'At most {max} characters',
  maxLines: 'At most {max} lines',
  default: 'Default: {value}',
  on: 'On',
  off: 'Off',
  empty: '(empty)',
  review: 'Review changes',
  noChanges: 'Nothing has changed.',
  confirmTitle: 'Save these changes?',
  confirmSave: 'Save changes',
  fields: {
    new_topic_cost: { label: 'New topic', help: 'Points a user pays to create a topic.' },
    message_symbol_cost: { label: 'Per character', help: 'Points per character of a message.' },
    image_attachment_cost: { label: 'Image attachment', help: 'Points per attached image.' },
    document_attachment_cost: {
      label: 'Document attachment',
      help: 'Points per attached document.',
    },
    audio_attachment_cost: {
      label: 'Audio attachment',
      help: 'Points per attached audio file.',
    },
    video_attachment_cost: { label: 'Video attachment', help: 'Points per attached video.' },
    channel_status_cost: {
      label: 'Channel status',
      help: 'Points for one period of channel status.',
    },
    initial_points: { label: 'Welcome points', help: 'Points a new account starts with.' },
    points_convertion_rate: {
      label: 'Points per currency unit',
      help: 'Points one unit of the default currency buys.',
    },
    min_top_up_amount: {
      label: 'Minimum top-up',
      help: 'Smallest top-up in the default currency.',
    },
    vat_percent: { label: 'VAT', help: 'Value added tax shown on top-ups.' },
    channel_status_duration: {
      label: 'Channel status period',
      help: 'Days one channel status purchase adds.',
    },
    max_channel_topics: {
      label: 'Topics per channel',
      help: 'Open topics a channel may hold at once.',
    },
    message_retention_days: {
      label: 'Keep messages of closed topics',
      help: 'Days before messages of closed topics are deleted.',
    },
    repeat_message_limit: {
      label: 'Same message in a row',
      help: 'The same text sent this many times in a row by one person in one topic is refused (house rule: no spam). 0 or 1: no limit.',
    },
    repeat_message_window_seconds: {
      label: 'Repeated messages window',
      help: 'Seconds in which the repeats count; after them the same text is accepted again.',
    },
    bot_reply_interval_min: {
      label: 'Reply delay, shortest',
      help: 'Seconds the companion waits at least before replying.',
    },
    bot_reply_interval_max: {
      label: 'Reply delay, longest',
      help: 'Seconds the companion waits at most before replying.',
    },
    bot_conversation_history_limit: {
      label: 'Messages remembered',
      help: 'Earlier messages the companion reads before replying.',
    },
    ai_replies_per_hour: {
      label: 'Replies per hour',
      help: 'Companion replies one user gets per hour.',
    },
    ai_vision: {
      label: 'Companion sees pictures',
      help: 'On: pictures the owner sends reach the AI provider (re-encoded, without metadata) so the companion can answer what it sees. Off: it is only told that a picture was sent. Needs a provider with vision.',
    },
    ai_vision_model: {
      label: 'Model for pictures',
      help: 'The provider model asked when a message has pictures; empty uses the configured model.',
    },
    ai_help_resources: {
      label: 'Help lines',
      help: "Per country, the emergency number and crisis lines shown to someone in danger (the pinned card and the companion's reply); * stands for every other country.",
    },
    max_interlocutor_chats: {
      label: 'Chats per interlocutor',
      help: 'Topics one interlocutor may hold at once.',
    },
    interlocutor_search_seconds: {
      label: 'Search for a person',
      help: 'Seconds a search runs before the topic stays with the AI.',
    },
    interlocutor_grace_seconds: {
      label: 'Grace after disconnect',
      help: 'Seconds before a disconnected interlocutor loses their seats.',
    },
    contributor_share_percent: {
      label: 'Interlocutor share',
      help: "Part of the owner's spending the interlocutor earns.",
    },
    prefer_rated_interlocutors: {
      label: 'Prefer better-rated interlocutors',
      help: 'On: when several interlocutors are available, those rated at least as well as the median of the rated ones (5 ratings or more) see a new request first; the others after the head start. Owners never see ratings.',
    },
    rated_head_start_seconds: {
      label: 'Head start of the better-rated',
      help: 'Seconds the better-rated interlocutors see a new request before the others (with the setting above on).',
    },
    earning_hold_days: {
      label: 'Hold before payout',
      help: 'Days each earning stays pending, counted from when it was earned; a change applies to pending earnings too (0 makes them available at once).',
    },
    payout_min_amount: {
      label: 'Minimum payout',
      help: 'Smallest payout in the default currency.',
    },
    payout_max_amount: {
      label: 'Maximum payout',
      help: 'Largest payout in the default currency; 0 means no limit.',
    },
    requisites: {
      label: 'Company details',
      help: 'Shown on payment pages; one line per entry.',
    },
    image_megapixels_per_message: {
      label: 'Image size per message',
      help: 'Megapixels the images of one message may have together.',
    },
    image_megapixels_per_user: {
      label: 'Image size per user',
      help: 'Megapixels of images one user may send within the period below.',
    },
    image_budget_window_minutes: {
      label: 'Image size period',
      help: 'Minutes over which the image size per user is counted.',
    },
    is_reg_enabled: { label: 'Registration open', help: 'New visitors may sign up.' },
    support_email: { label: 'Support e-mail', help: 'Where users write for help.' },
    support_phone: { label: 'Support phone', help: 'Shown in the footer and on help pages.' },
    google_tag: { label: 'Analytics snippet', help: 'HTML run only after cookie consent.' },
  },
} as const;
