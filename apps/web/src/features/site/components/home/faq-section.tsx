import type { TFaq } from '@parlor/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';
import { useFaq } from '../../api/get-faq';
import { useInternalLinkNavigation } from '../../hooks/use-internal-link-navigation';
import { HomeSection } from './home-section';

function FaqItem({ faq, isOpen, onToggle }: { faq: TFaq; isOpen: boolean; onToggle: () => void }) {
  const id = useId();
  const onAnswerClick = useInternalLinkNavigation();
  return (
    <li
      className={cn(
        'rounded-2xl border bg-ink-850/80 transition-colors',
        isOpen ? 'border-ink-600' : 'border-ink-700/80 hover:border-ink-600',
      )}
    >
      <h3>
        <button
          type="button"
          id={`${id}-question`}
          aria-expanded={isOpen}
          aria-controls={`${id}-answer`}
          onClick={onToggle}
          className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-5 text-left font-display text-base font-bold text-white sm:px-6 sm:text-lg"
        >
          {faq.question}
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ink-750 text-ink-200 transition-transform duration-200',
              isOpen && 'rotate-45 bg-accent-strong text-white',
            )}
          >
            <Plus className="size-4" />
          </span>
        </button>
      </h3>
      <div
        id={`${id}-answer`}
        role="region"
        aria-labelledby={`${id}-question`}
        hidden={!isOpen}
        onClick={onAnswerClick}
        className="prose-parlor px-5 pb-5 text-body sm:px-6"
        // Answers are sanitised HTML from the server (lib/sanitize-html.ts).
        dangerouslySetInnerHTML={{ __html: faq.answer }}
      />
    </li>
  );
}

/** The FAQ accordion: several items may be open at once; hidden when no FAQ loaded. */
export function FaqSection() {
  const { t } = useTranslation();
  const { data: faqs } = useFaq();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  if (!faqs || faqs.length === 0) return null;

  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <HomeSection
      titleId="faq-title"
      title={t('site.home.faqTitle')}
      intro={t('site.home.faqIntro')}
      width="max-w-3xl"
    >
      <ul data-testid="faq-list" className="flex flex-col gap-3">
        {faqs.map((faq) => (
          <FaqItem
            key={faq.id}
            faq={faq}
            isOpen={openIds.has(faq.id)}
            onToggle={() => toggle(faq.id)}
          />
        ))}
      </ul>
    </HomeSection>
  );
}
