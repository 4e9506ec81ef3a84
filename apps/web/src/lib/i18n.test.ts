import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';

describe('i18n plurals', () => {
  it('says "(1 open topic)" for one and "(N open topics)" otherwise (spec: "(N open topics)")', () => {
    expect(i18n.t('chat.rooms.openTopics', { count: 1 })).toBe('(1 open topic)');
    expect(i18n.t('chat.rooms.openTopics', { count: 0 })).toBe('(0 open topics)');
    expect(i18n.t('chat.rooms.openTopics', { count: 12 })).toBe('(12 open topics)');
    expect(i18n.t('chat.topics.count', { count: 1 })).toBe('1 open topic');
  });
});
