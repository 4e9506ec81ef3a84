import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../hooks/use-document-title';
import { CtaSection } from './home/cta-section';
import { FaqSection } from './home/faq-section';
import { HeroSection } from './home/hero-section';
import { PricingSection } from './home/pricing-section';
import { RulesSection } from './home/rules-section';
import { WhySection } from './home/why-section';

/** The landing page (spec §2, Home page). */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('site.home.documentTitle'), { isFullTitle: true });
  return (
    <>
      <HeroSection />
      <WhySection />
      <RulesSection />
      <PricingSection />
      <FaqSection />
      <CtaSection />
    </>
  );
}
