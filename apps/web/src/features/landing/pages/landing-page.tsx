import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useMetaDescription, usePageTitle } from '../../../components/ui/page-title';
import { useCompanyFacts } from '../../../api/company';
import { readerLanguage } from '../../../lib/format';
import { CallToAction } from '../components/call-to-action';
import { CategoryGrid } from '../components/category-grid';
import { FleetCarousel } from '../components/fleet-carousel';
import { Hero } from '../components/hero';
import { Mission } from '../components/mission';
import { PopularProducts } from '../components/popular-products';
import { ServiceTiers } from '../components/service-tiers';
import { WhyChooseUs } from '../components/why-choose-us';
import type { Namespace } from '../../../i18n/config';

/** The translations this page's components read, loaded with its code (see router.tsx). */
export const namespaces: readonly Namespace[] = ['landing'];

export default function LandingPage() {
  // The hero image is the largest paint on phones: fetch it while this page's translations load.
  preload('/images/hero.svg', { as: 'image', fetchPriority: 'high' });
  const { t, i18n } = useTranslation('landing');
  const facts = useCompanyFacts();
  const language = readerLanguage(i18n.resolvedLanguage);
  usePageTitle(t('meta.title'));
  useMetaDescription(t('meta.description', { year: facts.foundedYear }));
  return (
    <>
      <Hero facts={facts} language={language} />
      <Mission facts={facts} />
      <WhyChooseUs facts={facts} language={language} />
      <CategoryGrid language={language} />
      <PopularProducts />
      <ServiceTiers facts={facts} language={language} />
      <FleetCarousel facts={facts} language={language} />
      <CallToAction facts={facts} language={language} />
    </>
  );
}
