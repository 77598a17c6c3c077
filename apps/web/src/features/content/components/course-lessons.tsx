import { Alert, Badge, Group, Loader, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconFileText } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { PublicationBadge } from '../../../components/publication/publication-badge';
import { courseLessonsQueryOptions } from '../api/content';

/**
 * The lessons of a course by order number, each leading to /lesson/{id} (docs/product/screens-and-roles.md#screens);
 * its managers also see which are not published.
 */
export function CourseLessons({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(courseLessonsQueryOptions(courseId));

  if (error)
    return (
      <Alert color="red" variant="light">
        {errorMessage(error, t, t('courses.lessonsLoadFailed'))}
      </Alert>
    );
  if (isPending) return <Loader size="sm" mx="auto" my="sm" />;
  if (data.lessons.length === 0)
    return (
      <Text c="dimmed" size="sm" py="xs">
        {t('courses.lessonsEmpty')}
      </Text>
    );

  return (
    <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {data.lessons.map((lesson) => (
        <li key={lesson.id}>
          <NavLink
            component={Link}
            to={`/lesson/${lesson.id}`}
            label={lesson.title}
            description={t('courses.lessonOrder', { order: lesson.order_num })}
            leftSection={<IconFileText size={18} />}
            rightSection={
              <Group gap="xs" wrap="nowrap">
                {data.can_manage && lesson.publication !== 'published' && <PublicationBadge item={lesson} />}
                <Badge variant="light" color="gray" size="sm">
                  {t('courses.materialCount', { n: lesson.material_count })}
                </Badge>
                <IconChevronRight size={16} />
              </Group>
            }
          />
        </li>
      ))}
    </Stack>
  );
}
