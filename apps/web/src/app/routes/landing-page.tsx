import { Container } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { SiteFooter } from '../../components/site-footer';
import { mainContentProps, SkipLink } from '../../components/skip-link';
import { LandingContent } from '../../features/landing/components/landing-content';
import { LandingHeader } from '../../features/landing/components/landing-header';

/** `/`: public landing page. */
export function LandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(`NetClass · ${t('landing.hero.eyebrow')}`);
  return (
    <>
      <SkipLink />
      <LandingHeader />
      <Container size="lg" component="main" {...mainContentProps}>
        <LandingContent />
      </Container>
      <SiteFooter />
    </>
  );
}
