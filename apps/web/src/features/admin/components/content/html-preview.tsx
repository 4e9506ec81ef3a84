import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCleanPageHtml } from '../../../../lib/use-clean-page-html';
import { previewHtml } from '../../api/content-api';

/**
 * A live preview of page HTML as visitors will see it: cleaned by the server's sanitiser
 * (the one that runs on save), then in the browser as the static page is
 * (lib/page-html.ts). Never the raw input.
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
  const clean = useCleanPageHtml(debounced.trim() === '' ? '' : (preview.data ?? '')) ?? '';

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
          className="prose-parlor max-h-96 overflow-auto text-body"
          // Sanitised by the server's sanitiser and again here.
          dangerouslySetInnerHTML={{ __html: clean }}
        />
      )}
    </section>
  );
}
