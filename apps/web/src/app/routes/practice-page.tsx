import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { PracticeSession } from '../../features/practice/components/practice-session';

/** `/practice`: generated networking questions for self-study, ungraded (issue 15 item 5, decision 027). */
export function PracticePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('practice.title')} description={t('practice.description')} />
      <PracticeSession />
    </>
  );
}
