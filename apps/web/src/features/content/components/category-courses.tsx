import { Alert, Badge, Box, Card, Collapse, EmptyState, Group, Loader, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { Course } from '@netclass/shared';
import { IconBook, IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { categoryCoursesQueryOptions } from '../api/content';
import { CourseFacts } from './course-facts';
import { CourseLessons } from './course-lessons';

/**
 * `/category/{id}/courses`: the term's name as title, its courses; a click on a course shows
 * or hides its lessons (SPEC §2). A bad, non-numeric or unknown id says 'Danh mục không hợp lệ!'.
 */
export function CategoryCourses({ categoryId }: { categoryId: number | null }) {
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
            <CourseCard key={course.id} course={course} />
          ))}
        </Stack>
      )}
    </>
  );
}

function CourseCard({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const panelId = `course-${course.id}-lessons`;
  return (
    <Card withBorder radius="md" padding={0}>
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
              <Title order={3} fz="lg">
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
        </Box>
      </Collapse>
    </Card>
  );
}
