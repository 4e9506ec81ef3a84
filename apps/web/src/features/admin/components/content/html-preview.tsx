import { keepPreviousData, useQuery } from '@tanstack/react-query';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewHtml } from '../../api/content-api';

/** The site's rules for page HTML in the browser (features/site/lib/clean-html.ts). */
const purifyOptions = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ADD_ATTR: ['target'],
};

/**
 * A live preview of page HTML as visitors will see it: cleaned by the server's sanitiser
 * (the one that runs on save), then by DOMPurify with the site's rules. Never the raw input.
 */
export function HtmlPreview({ html }: { html: string }) {
  const { t } = useTranslation();
  const [debounced, setDebounced] = useState(html);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(html), 400);
    return () => clearTimeout(timer);
  }, [html]);
  const preview = useQuery({
    queryKey: ['admin', 'content', 'preview', debounced],
    queryFn: () => previewHtml(debounced),
    enabled: debounced.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  const clean = useMemo(
    () => DOMPurify.sanitize(debounced.trim() === '' ? '' : (preview.data ?? ''), purifyOptions),
    [preview.data, debounced],
  );

  return (
    <section
      aria-label={t('admin.console.content.pages.preview')}
      className="flex flex-col gap-2 rounded-xl border border-ink-700/80 bg-ink-900/60 p-4"
    >
      <h3 className="text-xs font-semibold tracking-wide text-ink-300 uppercase">
        {t('admin.console.content.pages.preview')}
      </h3>
      {clean === '' ? (
        <p className="text-sm text-ink-400">{t('admin.console.content.pages.previewEmpty')}</p>
      ) : (
        <div
          data-testid="html-preview"
          className="prose-parlor max-h-96 overflow-auto text-[15px]"
          // Sanitised by the server's sanitiser and again here with DOMPurify.
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      )}
    </section>
  );
}
