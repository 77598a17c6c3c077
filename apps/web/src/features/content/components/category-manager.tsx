import { Alert, Card, EmptyState, List, Loader, Stack, Title } from '@mantine/core';
import { IconBooks, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { categoriesQueryOptions } from '../api/content';
import { CategoryForm } from './category-form';
import type { Viewer } from './add-course-form';
import { CategoryAdminItem } from './category-admin-item';

/** `/admin-dashboard/courses/create`: terms and their courses (docs/product/screens-and-roles.md#category-management). */
export function CategoryManager({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(categoriesQueryOptions);

  return (
    <Stack gap="lg">
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title={t('categoryAdmin.noteTitle')}>
        <List size="sm" spacing={4}>
          <List.Item>{t('categoryAdmin.noteCategory')}</List.Item>
          <List.Item>{t('categoryAdmin.noteCourse')}</List.Item>
        </List>
      </Alert>
      {data?.can_manage && (
        <Card withBorder radius="md" padding="lg">
          <Title order={2} fz="lg" mb="sm">
            {t('categoryAdmin.addTitle')}
          </Title>
          <CategoryForm />
        </Card>
      )}
      {error && <Alert color="red">{errorMessage(error, t, t('study.loadFailed'))}</Alert>}
      {isPending && <Loader mx="auto" my="xl" />}
      {data?.categories.length === 0 && <EmptyState icon={<IconBooks />} title={t('study.empty')} py="xl" />}
      {data?.categories.map((category) => (
        <CategoryAdminItem key={category.id} category={category} canManage={data.can_manage} viewer={viewer} />
      ))}
    </Stack>
  );
}
