import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { LessonSummary } from '@netclass/shared';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { courseLessonsQueryOptions, useDeleteLesson } from '../api/content';
import { useReorderLessons } from '../api/lesson-order';
import { SortableRow, SortableRows } from '../../../components/sortable/sortable-rows';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { PublicationControls } from '../../../components/publication/publication-controls';
import { EditLessonDialog } from './edit-lesson-dialog';

/**
 * The course's lessons by order number (a teacher reorders them by dragging or from the keyboard), each with its
 * publication, a student preview, edit and delete (refused while it has materials).
 */
export function LessonAdminList({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(courseLessonsQueryOptions(courseId));
  const deleteLesson = useDeleteLesson();
  const reorder = useReorderLessons(courseId);
  const [editing, setEditing] = useState<number | null>(null);

  if (error)
    return (
      <Alert color="red" variant="light">
        {errorMessage(error, t, t('courses.lessonsLoadFailed'))}
      </Alert>
    );
  if (isPending) return <Loader size="sm" mx="auto" my="md" />;
  if (data.lessons.length === 0) return <Text c="dimmed">{t('courses.lessonsEmpty')}</Text>;

  const confirmDelete = (lesson: LessonSummary) =>
    confirmDeletion({
      title: t('lessonAdmin.deleteTitle'),
      message: t('lessonAdmin.deleteConfirm', { title: lesson.title }),
      onConfirm: () =>
        deleteLesson.mutate(lesson.id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: t('lessonAdmin.deleted', { title: lesson.title }) }),
          onError: (failure) =>
            notifications.show({
              color: 'red',
              title: t('lessonAdmin.deleteFailed'),
              message: errorMessage(failure, t, t('lessonAdmin.deleteFailed')),
            }),
        }),
    });

  const cellsOf = (lesson: LessonSummary) => (
    <>
      <Table.Td>{lesson.order_num}</Table.Td>
      <Table.Td>
        <Anchor component={Link} to={`/lesson/${lesson.id}`} size="sm">
          {lesson.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color="gray" size="sm">
          {lesson.material_count}
        </Badge>
      </Table.Td>
      {data.can_manage && (
        <Table.Td>
          <PublicationControls kind="lesson" item={lesson} name={lesson.title} />
        </Table.Td>
      )}
      {data.can_manage && (
        <Table.Td>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('publication.preview')}>
              <ActionIcon
                component={Link}
                to={`/lesson/${lesson.id}/preview`}
                variant="subtle"
                aria-label={t('publication.previewNamed', { name: lesson.title })}
              >
                <IconEye size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('lessonAdmin.edit')}>
              <ActionIcon
                variant="subtle"
                onClick={() => setEditing(lesson.id)}
                aria-label={t('lessonAdmin.editNamed', { title: lesson.title })}
              >
                <IconPencil size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('lessonAdmin.delete')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => confirmDelete(lesson)}
                aria-label={t('lessonAdmin.deleteNamed', { title: lesson.title })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Table.Td>
      )}
    </>
  );

  const table = (
    <Table verticalSpacing="xs" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          {data.can_manage && <Table.Th w={50}>{t('lessonAdmin.reorder.column')}</Table.Th>}
          <Table.Th w={70}>{t('lessonAdmin.orderNum')}</Table.Th>
          <Table.Th>{t('lessonAdmin.lessonTitle')}</Table.Th>
          <Table.Th w={120}>{t('materials.title')}</Table.Th>
          {data.can_manage && <Table.Th>{t('publication.state')}</Table.Th>}
          {data.can_manage && <Table.Th w={120}>{t('users.fields.actions')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {data.lessons.map((lesson) => (
          <SortableRow key={lesson.id} item={lesson} texts="lessonAdmin.reorder" enabled={data.can_manage}>
            {cellsOf(lesson)}
          </SortableRow>
        ))}
      </Table.Tbody>
    </Table>
  );

  return (
    <>
      <EditLessonDialog lessonId={editing} onClose={() => setEditing(null)} />
      <Table.ScrollContainer minWidth={720}>
        <SortableRows items={data.lessons} texts="lessonAdmin.reorder" onReorder={reorder} enabled={data.can_manage}>
          {table}
        </SortableRows>
      </Table.ScrollContainer>
    </>
  );
}
