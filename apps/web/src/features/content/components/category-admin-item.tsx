import { Alert, Badge, Button, Card, Collapse, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Category } from '@netclass/shared';
import { IconEye, IconEyeOff, IconPencil, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { categoryCoursesQueryOptions, useDeleteCategory } from '../api/content';
import { AddCourseForm, type Viewer } from './add-course-form';
import { CategoryForm } from './category-form';
import { CourseAdminRow } from './course-admin-row';
import { confirmDeletion } from '../../../components/confirm-deletion';

/** One term: add course, show/hide courses, edit, delete; its add-course form and courses (docs/product/screens-and-roles.md#screens). */
export function CategoryAdminItem({
  category,
  canManage,
  viewer,
}: {
  category: Category;
  canManage: boolean;
  viewer: Viewer;
}) {
  const { t } = useTranslation();
  const [coursesShown, setCoursesShown] = useState(false);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState(false);
  const courses = useQuery(categoryCoursesQueryOptions(category.id));
  const deleteCategory = useDeleteCategory();
  const canAddCourse = courses.data?.can_create_course ?? false;

  const confirmDelete = () =>
    confirmDeletion({
      title: t('categoryAdmin.deleteTitle'),
      message: t('categoryAdmin.deleteConfirm', { name: category.name }),
      onConfirm: () =>
        deleteCategory.mutate(category.id, {
          onSuccess: () =>
            notifications.show({ color: 'teal', message: t('categoryAdmin.deleted', { name: category.name }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('categoryAdmin.deleteFailed'),
              message: errorMessage(error, t, t('categoryAdmin.deleteFailed')),
            }),
        }),
    });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={category.name}>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('categoryAdmin.editTitle')} size="lg">
        {/* Mounted while open: each opening starts from the term as it is now. */}
        {editing && <CategoryForm category={category} onSaved={() => setEditing(false)} />}
      </Modal>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs">
              <Title order={2} fz="lg">
                {category.name}
              </Title>
              <Badge variant="light" color="gray" size="sm">
                {t('study.courseCount', { n: category.course_count })}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {category.description || t('study.noDescription')}
            </Text>
          </Stack>
          <Group gap="xs">
            {canAddCourse && (
              <Button
                size="xs"
                variant={adding ? 'default' : 'filled'}
                leftSection={adding ? <IconX size={14} /> : <IconPlus size={14} />}
                onClick={() => setAdding((open) => !open)}
                aria-expanded={adding}
              >
                {adding ? t('categoryAdmin.closeAddCourse') : t('categoryAdmin.addCourse')}
              </Button>
            )}
            <Button
              size="xs"
              variant="light"
              leftSection={coursesShown ? <IconEyeOff size={14} /> : <IconEye size={14} />}
              onClick={() => setCoursesShown((shown) => !shown)}
              aria-expanded={coursesShown}
            >
              {coursesShown ? t('categoryAdmin.hideCourses') : t('categoryAdmin.showCourses')}
            </Button>
            {canManage && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPencil size={14} />}
                onClick={() => setEditing(true)}
                aria-label={t('categoryAdmin.editNamed', { name: category.name })}
              >
                {t('categoryAdmin.edit')}
              </Button>
            )}
            {canManage && (
              <Button
                size="xs"
                variant="light"
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={confirmDelete}
                loading={deleteCategory.isPending}
              >
                {t('categoryAdmin.delete')}
              </Button>
            )}
          </Group>
        </Group>
        <Collapse expanded={adding}>
          {adding && (
            <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-light)">
              <Title order={3} fz="md" mb="sm">
                {t('courseForm.titleIn', { name: category.name })}
              </Title>
              <AddCourseForm
                categoryId={category.id}
                viewer={viewer}
                onCreated={() => {
                  setAdding(false);
                  setCoursesShown(true);
                }}
              />
            </Card>
          )}
        </Collapse>
        <Collapse expanded={coursesShown}>
          {coursesShown && (
            <Stack gap="sm">
              {courses.error && (
                <Alert color="red" variant="light">
                  {errorMessage(courses.error, t, t('courses.loadFailed'))}
                </Alert>
              )}
              {courses.isPending && <Loader size="sm" mx="auto" />}
              {courses.data?.courses.length === 0 && (
                <Text c="dimmed" size="sm">
                  {t('courses.empty')}
                </Text>
              )}
              {courses.data?.courses.map((course) => (
                <CourseAdminRow key={course.id} course={course} />
              ))}
            </Stack>
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
