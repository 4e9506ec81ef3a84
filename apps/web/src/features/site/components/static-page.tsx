import { reservedSlugs } from '@parlor/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { RetryError } from '../../../components/ui/query-content';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useStaticPage } from '../api/get-static-page';
import { useCleanPageHtml } from '../../../lib/use-clean-page-html';
import { useDocumentTitle } from '../hooks/use-document-title';
import { useInternalLinkNavigation } from '../hooks/use-internal-link-navigation';
import { NotFound } from './not-found';

const reserved = new Set<string>(reservedSlugs);

/** `/static-page/{slug or id}` and `/{slug}`: reserved slugs and unknown pages are NotFound. */
export function StaticPageScreen() {
  const slug = useParams().slug ?? '';
  if (reserved.has(slug)) return <NotFound />;
  return <StaticPageContent idOrSlug={slug} />;
}

function StaticPageContent({ idOrSlug }: { idOrSlug: string }) {
  const { t } = useTranslation();
  const { data: page, error, isPending, refetch, isFetching } = useStaticPage(idOrSlug);
  const html = useCleanPageHtml(page?.content);
  useDocumentTitle(page?.title);
  const onContentClick = useInternalLinkNavigation();

  if (isPending || (page && html === undefined)) {
    return <LoadingBlock label={t('site.staticPage.loading')} className="min-h-screen" />;
  }
  if (error) {
    if (isApiError(error) && error.status === 404) return <NotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RetryError
          message={t('site.staticPage.failed')}
          onRetry={refetch}
          isRetrying={isFetching}
        />
      </div>
    );
  }

  return (
    <article
      aria-labelledby="static-page-title"
      className="mx-auto max-w-3xl px-4 pt-10 pb-8 sm:px-6 sm:pt-14"
    >
      <Link
        to="/"
        className="mb-8 inline-flex items-center gap-2 rounded-lg text-sm font-medium text-ink-300 transition hover:text-white"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('site.staticPage.backHome')}
      </Link>
      <h1
        id="static-page-title"
        className="font-display text-3xl font-extrabold text-white text-balance sm:text-5xl"
      >
        {page.title}
      </h1>
      <div
        aria-hidden="true"
        className="mt-6 h-1 w-16 rounded-full bg-[linear-gradient(90deg,#0077FF,#8D5CF6)]"
      />
      <div
        data-testid="static-page-content"
        onClick={onContentClick}
        className="prose-parlor mt-8 text-body sm:text-base"
        // Sanitised on the server and again here, see lib/page-html.ts.
        dangerouslySetInnerHTML={{ __html: html ?? '' }}
      />
    </article>
  );
}
