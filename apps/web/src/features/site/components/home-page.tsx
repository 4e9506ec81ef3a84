import { useTranslation } from 'react-i18next';
import { RenderAfterPaint } from '../../../components/render-after-paint';
import { useDocumentTitle } from '../hooks/use-document-title';
import { CtaSection } from './home/cta-section';
import { FaqSection } from './home/faq-section';
import { HeroSection } from './home/hero-section';
import { PricingSection } from './home/pricing-section';
import { RulesSection } from './home/rules-section';
import { WhySection } from './home/why-section';

/**
 * The landing page (spec §2, Home page). The sections below the hero render each in a
 * task of their own after the hero has painted (see RenderAfterPaint).
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('site.home.documentTitle'), { isFullTitle: true });
  return (
    <>
      <HeroSection />
      <RenderAfterPaint>
        <WhySection />
      </RenderAfterPaint>
      <RenderAfterPaint>
        <RulesSection />
      </RenderAfterPaint>
      <RenderAfterPaint>
        <PricingSection />
      </RenderAfterPaint>
      <RenderAfterPaint>
        <FaqSection />
      </RenderAfterPaint>
      <RenderAfterPaint>
        <CtaSection />
      </RenderAfterPaint>
    </>
  );
}
