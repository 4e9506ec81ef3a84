import type { TStoredSettings } from '@parlor/contracts';

/** Default settings; a key missing from the table is added with this value at start-up. */
export const defaultSettings: TStoredSettings = {
  requisites: [
    'Parlor Digital OÜ',
    'Registry code 16543210',
    'Narva mnt 5, 10117 Tallinn, Estonia',
  ],
  support_phone: '+372 600 1234',
  support_email: 'support@parlor.example',
  is_reg_enabled: true,
  min_top_up_amount: 5,
  vat_percent: 20,
  points_convertion_rate: 10,
  initial_points: 50,
  new_topic_cost: 5,
  video_attachment_cost: 5,
  audio_attachment_cost: 3,
  image_attachment_cost: 2,
  document_attachment_cost: 2,
  message_symbol_cost: 0.05,
  channel_status_cost: 150,
  channel_status_duration: 7,
  max_channel_topics: 5,
  bot_reply_interval_min: 2,
  bot_reply_interval_max: 6,
  bot_conversation_history_limit: 20,
  ai_replies_per_hour: 60,
  ai_help_resources:
    'If you are in immediate danger, call your local emergency number (112 in the EU, 911 in the US). You can reach a crisis line at any hour: 988 (US, call or text), 116 123 (Samaritans, UK and Ireland), 0800 111 0 111 (TelefonSeelsorge, Germany), 024 (Spain); more countries at findahelpline.com.',
  message_retention_days: 30,
  payout_min_amount: 10,
  payout_max_amount: 5000,
  google_tag: '',
  max_interlocutor_chats: 3,
  interlocutor_search_seconds: 60,
  interlocutor_grace_seconds: 120,
  contributor_share_percent: 50,
  earning_hold_days: 7,
};

export const seedLanguages = [
  { code: 'en', title: 'English', isDefault: true, position: 1 },
  { code: 'de', title: 'Deutsch', isDefault: false, position: 2 },
  { code: 'es', title: 'Español', isDefault: false, position: 3 },
];

/** EUR is the default (value 1); the others are plausible rates per 1 EUR. */
export const seedCurrencies = [
  { code: 'EUR', symbol: '€', valueMicro: 1_000_000, isDefault: true, position: 1 },
  { code: 'USD', symbol: '$', valueMicro: 1_080_000, isDefault: false, position: 2 },
  { code: 'GBP', symbol: '£', valueMicro: 850_000, isDefault: false, position: 3 },
];
