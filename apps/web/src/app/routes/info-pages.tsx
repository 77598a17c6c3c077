import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '../../components/brand';
import { IntroductionContent } from '../../features/site-info/components/introduction-content';
import { SupportFaq } from '../../features/site-info/components/support-faq';

/** `/introduction`. */
export function IntroductionPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('nav.introduction')} · ${PRODUCT_NAME}`);
  return <IntroductionContent />;
}

/** `/support`. */
export function SupportPage() {
  const { t } = useTranslation();
  useDocumentTitle(`${t('nav.support')} · ${PRODUCT_NAME}`);
  return <SupportFaq />;
}
