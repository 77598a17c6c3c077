import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { CategoryCourses } from '../../features/content/components/category-courses';
import { CategoryList } from '../../features/content/components/category-list';
import { MaterialViewer } from '../../features/materials/components/material-viewer';
import { parseRouteId } from '../../lib/route-id';

/** `/study`: the terms, each leading to its courses. */
export function StudyPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('study.title')} description={t('study.description')} />
      <CategoryList />
    </>
  );
}

/** `/category/{categoryId}/courses`. */
export function CategoryCoursesPage() {
  const { categoryId } = useParams();
  return <CategoryCourses categoryId={parseRouteId(categoryId)} />;
}

/** `/lesson/{lessonId}/material/{materialId}`: the in-browser viewer of a pdf or video. */
export function MaterialViewerPage() {
  const { lessonId, materialId } = useParams();
  return <MaterialViewer lessonId={parseRouteId(lessonId)} materialId={parseRouteId(materialId)} />;
}
