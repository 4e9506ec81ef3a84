import { dialHref, type THelpCountry } from '@parlor/contracts';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, LifeBuoy, MessageSquareText, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatWeekdayTime } from '../../../lib/format';
import { usePreferences } from '../../../lib/preferences';
import { helpLinesQuery } from '../api/help-lines';

const linkClassName =
  'inline-flex min-h-10 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold transition';

/**
 * The help lines pinned above the message box while the topic is in safe mode (a crisis was
 * detected in it): the emergency number and the crisis lines of the user's country, each a
 * link to call (`tel:`) or text (`sms:`), and until when messages are free. It folds to one
 * line so the conversation keeps its room on a phone.
 */
export function CrisisCard({ safeUntil }: { safeUntil: string }) {
  const { t, i18n } = useTranslation();
  const { languageId } = usePreferences();
  const { data: lines } = useQuery(helpLinesQuery(languageId));
  const [isOpen, setIsOpen] = useState(true);
  const until = formatWeekdayTime(safeUntil, i18n.language);

  return (
    <section
      aria-label={t('safety.card.show')}
      data-testid="crisis-card"
      className="mx-3 mb-2 rounded-2xl border border-accent/40 bg-ink-800/95 px-3 py-2.5 shadow-lg sm:mx-5"
    >
      <div className="flex items-start gap-2">
        <LifeBuoy className="mt-0.5 size-5 shrink-0 text-accent-hover" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-sm font-semibold text-white">{t('safety.card.title')}</p>
        <button
          type="button"
          onClick={() => setIsOpen((open) => !open)}
          aria-expanded={isOpen}
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-ink-300 hover:bg-ink-750 hover:text-white"
          aria-label={isOpen ? t('safety.card.hide') : t('safety.card.show')}
          title={isOpen ? t('safety.card.hide') : t('safety.card.show')}
        >
          {isOpen ? (
            <ChevronDown className="size-4" aria-hidden="true" />
          ) : (
            <ChevronUp className="size-4" aria-hidden="true" />
          )}
        </button>
      </div>
      {isOpen && lines ? <HelpLines lines={lines} /> : null}
      {isOpen ? (
        <p className="mt-2 text-xs text-ink-400">{t('safety.card.free', { time: until })}</p>
      ) : null}
    </section>
  );
}

/** The emergency number and crisis lines, each a link to call or text. */
export function HelpLines({ lines }: { lines: THelpCountry }) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex flex-col gap-2">
      <a
        href={dialHref('tel', lines.emergency)}
        className={`${linkClassName} self-start bg-danger-strong text-white hover:brightness-110`}
      >
        <Phone className="size-4" aria-hidden="true" />
        {t('safety.card.emergency', { number: lines.emergency })}
      </a>
      {lines.lines.map((line, index) => (
        <div key={`${line.label}-${index}`} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="w-full text-xs font-medium text-ink-200 sm:w-auto">{line.label}</span>
          {line.tel ? (
            <a
              href={dialHref('tel', line.tel)}
              className={`${linkClassName} bg-accent/15 text-accent-hover hover:bg-accent/25`}
            >
              <Phone className="size-4" aria-hidden="true" />
              {t('safety.card.call', { number: line.tel })}
            </a>
          ) : null}
          {line.sms ? (
            <a
              href={dialHref('sms', line.sms)}
              className={`${linkClassName} bg-ink-750 text-ink-100 hover:bg-ink-700`}
            >
              <MessageSquareText className="size-4" aria-hidden="true" />
              {t('safety.card.text', { number: line.sms })}
            </a>
          ) : null}
        </div>
      ))}
      {lines.country === '*' ? (
        <a
          href="https://findahelpline.com"
          target="_blank"
          rel="noopener noreferrer"
          className="text-xs font-medium text-accent-hover underline"
        >
          {t('safety.card.more')}
        </a>
      ) : null}
    </div>
  );
}
