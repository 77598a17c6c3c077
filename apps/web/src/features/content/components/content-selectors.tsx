import { Select, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { categoriesQueryOptions, categoryCoursesQueryOptions, courseLessonsQueryOptions } from '../api/content';

export interface ContentSelection {
  categoryId: number | null;
  courseId: number | null;
  lessonId: number | null;
}

interface Props {
  value: ContentSelection;
  onChange: (value: ContentSelection) => void;
  /** Materials mode also picks a lesson. */
  withLesson: boolean;
}

const toId = (value: string | null) => (value === null ? null : Number(value));
const toValue = (id: number | null) => (id === null ? null : String(id));

/**
 * Category -> course -> (materials mode) lesson (docs/product/screens-and-roles.md#lesson-admin). Only courses the
 * user manages are offered (the server's `can_manage`); a new choice clears the ones below.
 */
export function ContentSelectors({ value, onChange, withLesson }: Props) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQueryOptions);
  const courses = useQuery({
    ...categoryCoursesQueryOptions(value.categoryId ?? 0),
    enabled: value.categoryId !== null,
  });
  const lessons = useQuery({
    ...courseLessonsQueryOptions(value.courseId ?? 0),
    enabled: withLesson && value.courseId !== null,
  });
  const managed = courses.data?.courses.filter((course) => course.can_manage) ?? [];

  const courseHint =
    value.categoryId !== null && courses.data && managed.length === 0 ? t('lessonAdmin.noManagedCourses') : undefined;
  const lessonHint =
    value.courseId !== null && lessons.data && lessons.data.lessons.length === 0
      ? t('lessonAdmin.noLessons')
      : undefined;

  return (
    <SimpleGrid cols={{ base: 1, sm: withLesson ? 3 : 2 }} spacing="sm">
      <Select
        label={t('lessonAdmin.category')}
        placeholder={t('lessonAdmin.pickCategory')}
        data={(categories.data?.categories ?? []).map((category) => ({
          value: String(category.id),
          label: category.name,
        }))}
        value={toValue(value.categoryId)}
        onChange={(picked) => onChange({ categoryId: toId(picked), courseId: null, lessonId: null })}
        error={categories.error ? errorMessage(categories.error, t, t('study.loadFailed')) : undefined}
        searchable
        allowDeselect={false}
        withAsterisk
      />
      <Select
        label={t('lessonAdmin.course')}
        placeholder={t('lessonAdmin.pickCourse')}
        data={managed.map((course) => ({ value: String(course.id), label: `${course.name} (ID ${course.id})` }))}
        value={toValue(value.courseId)}
        onChange={(picked) => onChange({ ...value, courseId: toId(picked), lessonId: null })}
        disabled={value.categoryId === null}
        description={courseHint}
        error={courses.error ? errorMessage(courses.error, t, t('courses.loadFailed')) : undefined}
        searchable
        allowDeselect={false}
        withAsterisk
      />
      {withLesson && (
        <Select
          label={t('lessonAdmin.lesson')}
          placeholder={t('lessonAdmin.pickLesson')}
          data={(lessons.data?.lessons ?? []).map((lesson) => ({
            value: String(lesson.id),
            label: `${lesson.order_num}. ${lesson.title}`,
          }))}
          value={toValue(value.lessonId)}
          onChange={(picked) => onChange({ ...value, lessonId: toId(picked) })}
          disabled={value.courseId === null}
          description={lessonHint}
          error={lessons.error ? errorMessage(lessons.error, t, t('courses.lessonsLoadFailed')) : undefined}
          searchable
          allowDeselect={false}
          withAsterisk
        />
      )}
    </SimpleGrid>
  );
}
