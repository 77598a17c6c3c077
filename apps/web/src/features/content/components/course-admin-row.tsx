import { Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Course } from '@netclass/shared';
import {
  IconChartBar,
  IconChevronDown,
  IconChevronRight,
  IconPencil,
  IconTable,
  IconTrash,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteCourse } from '../api/content';
import { CourseFacts } from './course-facts';
import { CourseLessons } from './course-lessons';
import { CopyCourseButton } from './copy-course-button';
import { EditCourseDialog } from './edit-course-dialog';
import { PublicationControls } from '../../../components/publication/publication-controls';
import { confirmDeletion } from '../../../components/confirm-deletion';

/** A button to one of the course's own pages (its report, its members), named with the course for screen readers. */
function CoursePageLink({
  to,
  color,
  icon: Icon,
  label,
  name,
}: {
  to: string;
  color: string;
  icon: typeof IconUsers;
  label: string;
  name: string;
}) {
  return (
    <Button
      component={Link}
      to={to}
      size="xs"
      variant="light"
      color={color}
      leftSection={<Icon size={14} />}
      aria-label={name}
    >
      {label}
    </Button>
  );
}

/**
 * One course in category management: its facts, publication, progress report, show/hide
 * lessons, edit, copy, delete.
 * The report and delete show when the server says the user manages the course (its teacher,
 * admins), the same rule as for the report itself.
 */
export function CourseAdminRow({ course }: { course: Course }) {
  const { t } = useTranslation();
  const [lessonsShown, setLessonsShown] = useState(false);
  const [editing, setEditing] = useState(false);
  const deleteCourse = useDeleteCourse();
  const who = { name: course.name, id: course.id };

  const confirmDelete = () =>
    confirmDeletion({
      title: t('courseAdmin.deleteTitle'),
      message: t('courseAdmin.deleteConfirm', who),
      onConfirm: () =>
        deleteCourse.mutate(course.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('courseAdmin.deleted', who) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('courseAdmin.deleteFailed'),
              message: errorMessage(error, t, t('courseAdmin.deleteFailed')),
            }),
        }),
    });

  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-body)">
      {course.can_manage && <EditCourseDialog course={course} opened={editing} onClose={() => setEditing(false)} />}
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs">
            <Text fw={600}>{course.name}</Text>
            <Badge variant="outline" color="gray" size="sm">
              ID {course.id}
            </Badge>
            <Badge variant="light" color="gray" size="sm">
              {t('courses.lessonCount', { n: course.lesson_count })}
            </Badge>
            {course.can_manage && <PublicationControls kind="course" item={course} name={course.name} />}
          </Group>
          <Group gap="xs">
            {course.can_manage && (
              <>
                <CoursePageLink
                  to={`/admin-dashboard/courses/${course.id}/progress`}
                  color="teal"
                  icon={IconChartBar}
                  label={t('courseAdmin.progress')}
                  name={t('courseAdmin.progressOf', who)}
                />
                <CoursePageLink
                  to={`/admin-dashboard/courses/${course.id}/members`}
                  color="grape"
                  icon={IconUsers}
                  label={t('courseAdmin.members')}
                  name={t('courseAdmin.membersOf', who)}
                />
                <CoursePageLink
                  to={`/admin-dashboard/courses/${course.id}/gradebook`}
                  color="indigo"
                  icon={IconTable}
                  label={t('courseAdmin.gradebook')}
                  name={t('courseAdmin.gradebookOf', who)}
                />
              </>
            )}
            <Button
              size="xs"
              variant="light"
              onClick={() => setLessonsShown((shown) => !shown)}
              aria-expanded={lessonsShown}
              leftSection={lessonsShown ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            >
              {lessonsShown ? t('courses.hideLessons') : t('courses.showLessons')}
            </Button>
            {course.can_manage && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
                aria-label={t('courseAdmin.editNamed', who)}
              >
                {t('courseAdmin.edit')}
              </Button>
            )}
            {course.can_manage && <CopyCourseButton course={course} />}
            {course.can_manage && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={confirmDelete}
                loading={deleteCourse.isPending}
              >
                {t('courseAdmin.delete')}
              </Button>
            )}
          </Group>
        </Group>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {course.description}
        </Text>
        <CourseFacts course={course} />
        <Collapse expanded={lessonsShown}>{lessonsShown && <CourseLessons courseId={course.id} />}</Collapse>
      </Stack>
    </Card>
  );
}
