/** The whole database schema: one file per capability. */
export * from './content';
export * from './accounts';
export * from './money';
export * from './chat';
export * from './moderation';
export * from './operations';
export * from './ai';
export * from './interlocutors';
export * from './payouts';
export * from './ratings';
export * from './notifications';
