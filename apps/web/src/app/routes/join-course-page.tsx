import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { JoinCourseForm } from '../../features/membership/components/join-course-form';

/** `/join` and `/join/{code}` (the link a teacher shares or projects): a student joins a course with its class code. */
export function JoinCoursePage() {
  const { t } = useTranslation();
  const { code } = useParams();
  return (
    <>
      <PageHeader title={t('members.join.title')} description={t('members.join.description')} />
      <JoinCourseForm initialCode={code ?? ''} />
    </>
  );
}
