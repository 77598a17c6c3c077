import {
  Alert,
  Badge,
  Box,
  Card,
  Collapse,
  EmptyState,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import type { Course } from '@netclass/shared';
import { IconBook, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { categoryCoursesQueryOptions } from '../api/content';
import { CourseFacts } from './course-facts';
import { CourseLessons } from './course-lessons';

/** A course to open and scroll to (a course result of the header search); `key` tells one request from the next. */
export interface CourseFocus {
  courseId: number;
  key: string;
}

/**
 * `/category/{id}/courses`: the term's name as title, its courses; a click on a course shows
 * or hides its lessons (docs/product/screens-and-roles.md#screens). A bad, non-numeric or unknown id says 'Danh mục không hợp lệ!'.
 * `focus` opens that course's lessons and scrolls to it. `courseExtra` adds to each course
 * (the student's progress); `courseBody` below an opened course's lessons (its assignments).
 */
export function CategoryCourses({
  categoryId,
  focus,
  courseExtra,
  courseBody,
}: {
  categoryId: number | null;
  focus?: CourseFocus;
  courseExtra?: (course: Course) => ReactNode;
  courseBody?: (course: Course) => ReactNode;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery({
    ...categoryCoursesQueryOptions(categoryId ?? 0),
    enabled: categoryId !== null,
  });

  const invalid = categoryId === null || (error instanceof ApiError && (error.status === 400 || error.status === 404));
  if (invalid) {
    return (
      <>
        <PageHeader title={t('courses.title')} />
        <Alert color="red" role="alert">
          {t('courses.categoryInvalid')}
        </Alert>
      </>
    );
  }
  if (error) {
    return (
      <>
        <PageHeader title={t('courses.title')} />
        <Alert color="red">{errorMessage(error, t, t('courses.loadFailed'))}</Alert>
      </>
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;

  return (
    <>
      <PageHeader title={data.category.name} description={data.category.description ?? undefined} />
      {data.courses.length === 0 ? (
        <EmptyState icon={<IconBook />} title={t('courses.empty')} py="xl" />
      ) : (
        <Stack gap="md">
          {data.courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              focusKey={focus?.courseId === course.id ? focus.key : undefined}
              extra={courseExtra?.(course)}
              body={courseBody}
            />
          ))}
        </Stack>
      )}
    </>
  );
}

function CourseCard({
  course,
  focusKey,
  extra,
  body,
}: {
  course: Course;
  focusKey?: string;
  extra?: ReactNode;
  body?: (course: Course) => ReactNode;
}) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(focusKey !== undefined);
  const [openedFor, setOpenedFor] = useState(focusKey);
  const card = useRef<HTMLDivElement>(null);
  const panelId = `course-${course.id}-lessons`;

  // A new request to show this course opens it (set while rendering, React's pattern for
  // state that follows a prop) and scrolls to it once drawn.
  if (focusKey !== openedFor) {
    setOpenedFor(focusKey);
    if (focusKey !== undefined) setOpened(true);
  }
  useEffect(() => {
    if (focusKey !== undefined) card.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [focusKey]);

  return (
    <Card
      ref={card}
      withBorder
      radius="md"
      padding={0}
      style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
    >
      <UnstyledButton
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={panelId}
        p="lg"
        w="100%"
      >
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Group gap="sm">
              <Title order={2} fz="lg">
                {course.name}
              </Title>
              <Badge variant="light" color="gray" size="sm">
                {t('courses.lessonCount', { n: course.lesson_count })}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
              {course.description}
            </Text>
            <CourseFacts course={course} />
            {extra}
          </Stack>
          <Group gap={4} wrap="nowrap" c="blue" style={{ flexShrink: 0 }}>
            <Text size="sm" visibleFrom="sm">
              {opened ? t('courses.hideLessons') : t('courses.showLessons')}
            </Text>
            {opened ? <IconChevronDown size={18} /> : <IconChevronRight size={18} />}
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId}>
        <Box px="lg" py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          {opened && <CourseLessons courseId={course.id} />}
          {opened && body?.(course)}
        </Box>
      </Collapse>
    </Card>
  );
}
