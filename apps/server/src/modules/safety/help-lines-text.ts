import { type THelpCountry } from '@parlor/contracts';
import { translate } from '@parlor/contracts/i18n';

/**
 * The help lines as words inside the companion's crisis reply ("In immediate danger, call
 * 112. TelefonSeelsorge: call 0800 111 0 111."), ending with where they are pinned.
 */
export function helpLinesText(lines: THelpCountry, lang: string): string {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(lang, key, params);
  const parts = [t('safety.reply.emergency', { number: lines.emergency })];
  for (const line of lines.lines) {
    const numbers = [
      line.tel ? t('safety.reply.call', { number: line.tel }) : null,
      line.sms ? t('safety.reply.text', { number: line.sms }) : null,
    ].filter(Boolean);
    parts.push(t('safety.reply.line', { label: line.label, numbers: numbers.join(', ') }));
  }
  if (lines.country === '*') parts.push(`${t('safety.card.more')}.`);
  parts.push(t('safety.reply.pinned'));
  return parts.join(' ');
}
