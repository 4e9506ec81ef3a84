import { relativeTime } from '../../../lib/format';
import { i18n } from '../../../lib/i18n';

/** Spec §9: `Just now`, `{n}m ago`, `{n}h ago`, else day.month.year. */
export function formatRelative(value: string, now: number): string {
  const relative = relativeTime(value, now);
  switch (relative.kind) {
    case 'justNow':
      return i18n.t('chat.time.justNow');
    case 'minutes':
      return i18n.t('chat.time.minutesAgo', { count: relative.count });
    case 'hours':
      return i18n.t('chat.time.hoursAgo', { count: relative.count });
    case 'date':
      return relative.text;
  }
}
