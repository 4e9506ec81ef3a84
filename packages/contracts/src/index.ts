export * from './constants';
export * from './envelope';
export * from './common';
export * from './points';
export * from './settings';
export * from './content';
export * from './zod-messages';
