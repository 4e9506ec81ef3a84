import { chat } from '@parlor/contracts/i18n/en/chat';
import { describe, expect, it } from 'vitest';
import { addEnglishTexts, i18n } from './i18n';

describe('i18n plurals', () => {
  it('says "(1 open topic)" for one and "(N open topics)" otherwise (spec: "(N open topics)")', () => {
    addEnglishTexts({ chat });
    expect(i18n.t('chat.rooms.openTopics', { count: 1 })).toBe('(1 open topic)');
    expect(i18n.t('chat.rooms.openTopics', { count: 0 })).toBe('(0 open topics)');
    expect(i18n.t('chat.rooms.openTopics', { count: 12 })).toBe('(12 open topics)');
    expect(i18n.t('chat.topics.count', { count: 1 })).toBe('1 open topic');
  });
});

describe('addEnglishTexts', () => {
  it('adds a feature group without replacing the texts the server sent', () => {
    i18n.addResources('en', 'translation', { 'chat.room.backToRooms': 'Edited by an operator' });
    addEnglishTexts({ chat });
    expect(i18n.t('chat.room.backToRooms')).toBe('Edited by an operator');
    expect(i18n.t('chat.room.closePanel')).toBe('Close panel');
  });

  it('starts with the first screens’ groups only', () => {
    expect(i18n.t('site.init.starting')).toBe('Starting Parlor...');
    expect(i18n.exists('admin.console.title')).toBe(false);
  });
});
