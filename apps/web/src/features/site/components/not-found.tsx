import { Home } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button';
import { useDocumentTitle } from '../hooks/use-document-title';

/** Any unknown path, reserved slug or missing static page (spec §2). */
export function NotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('site.notFound.title'));
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
    >
      <p
        aria-hidden="true"
        className="bg-[linear-gradient(135deg,#0077FF,#8D5CF6_50%,#E84AFF)] bg-clip-text font-display text-[7rem] leading-none font-extrabold text-transparent sm:text-[9rem]"
      >
        404
      </p>
      <h1
        id="not-found-title"
        className="mt-6 font-display text-3xl font-extrabold text-white sm:text-4xl"
      >
        {t('site.notFound.title')}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-ink-300">{t('site.notFound.text')}</p>
      <ButtonLink to="/" size="lg" className="mt-9">
        <Home className="size-5" aria-hidden="true" />
        {t('site.notFound.goHome')}
      </ButtonLink>
    </section>
  );
}
