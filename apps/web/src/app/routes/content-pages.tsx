import { Button } from '@mantine/core';
import { parseId, type Course } from '@netclass/shared';
import { IconKey } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { usePermissions } from '../../lib/permissions';
import { CourseAnnouncements } from '../../features/announcements/components/course-announcements';
import { CategoryCourses } from '../../features/content/components/category-courses';
import { CategoryList } from '../../features/content/components/category-list';
import { CourseAssignments } from '../../features/assignments/components/course-assignments';
import { CourseQuizzes } from '../../features/quiz-authoring/components/course-quizzes';
import { MaterialViewer } from '../../features/materials/components/material-viewer';
import { useLiveContent } from '../hooks/use-live-content';
import { useCourseProgressExtra, useViewerCompletion } from './study-progress';

/** Below an opened course's lessons: its assignments (docs/decisions/026), quizzes (030) and announcements (024). */
const courseBody = (course: Course) => (
  <>
    <CourseAssignments courseId={course.id} />
    <CourseQuizzes courseId={course.id} />
    <CourseAnnouncements courseId={course.id} />
  </>
);

/** `/study`: the terms, each leading to its courses. */
export function StudyPage() {
  const { t } = useTranslation();
  const canJoin = usePermissions().canJoinCourse;
  useLiveContent();
  return (
    <>
      <PageHeader
        title={t('study.title')}
        description={t('study.description')}
        actions={
          canJoin && (
            <Button component={Link} to="/join" variant="light" leftSection={<IconKey size={16} />}>
              {t('members.join.entry')}
            </Button>
          )
        }
      />
      <CategoryList />
    </>
  );
}

/** `/category/{categoryId}/courses`; `?course={courseId}` (a search result) opens that course. */
export function CategoryCoursesPage() {
  const { categoryId } = useParams();
  const [searchParams] = useSearchParams();
  // The location key changes on every navigation, so choosing the same result again scrolls again.
  const { key } = useLocation();
  const courseId = parseId(searchParams.get('course'));
  // Students see their progress in each course.
  const courseExtra = useCourseProgressExtra(parseId(categoryId));
  useLiveContent();
  return (
    <CategoryCourses
      categoryId={parseId(categoryId)}
      focus={courseId === null ? undefined : { courseId, key }}
      courseExtra={courseExtra}
      courseBody={courseBody}
    />
  );
}

/** `/lesson/{lessonId}/material/{materialId}`: the in-browser viewer of a pdf or video. */
export function MaterialViewerPage() {
  const { lessonId, materialId } = useParams();
  // A student opening a material here completes it (docs/product/rules.md#states-and-flows), like a click on its card.
  useViewerCompletion(parseId(materialId));
  return <MaterialViewer lessonId={parseId(lessonId)} materialId={parseId(materialId)} />;
}
