import { ActionIcon, Alert, Anchor, Card, Group, Loader, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Material } from '@netclass/shared';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format-bytes';
import { formatDateTime } from '../../../lib/format-date';
import { materialsQueryOptions, useDeleteMaterial, useReorderMaterials } from '../api/materials';
import { useLiveMaterials } from '../hooks/use-live-materials';
import { EditMaterialDialog } from './edit-material-dialog';
import { FileIcon } from './file-icon';
import { MaterialUploadForm } from './material-upload-form';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { PublicationControls } from '../../../components/publication/publication-controls';
import { SortableRow, SortableRows } from '../../../components/sortable/sortable-rows';

/** Lesson admin, materials mode: the chosen lesson's materials (reordered by dragging or from the keyboard) with edit and delete, and the upload form. */
export function MaterialManager({ lessonId }: { lessonId: number | null }) {
  const { t } = useTranslation();
  useLiveMaterials();
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('materials.admin.listTitle')}
        </Title>
        {lessonId === null ? (
          <Text c="dimmed">{t('materials.admin.pickLesson')}</Text>
        ) : (
          <MaterialTable lessonId={lessonId} />
        )}
        <Text size="xs" c="dimmed" mt="sm">
          {t('publication.draftHint')}
        </Text>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('materials.upload.heading')}
        </Title>
        <MaterialUploadForm lessonId={lessonId} />
      </Card>
    </Stack>
  );
}

function MaterialTable({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(materialsQueryOptions(lessonId));
  const deleteMaterial = useDeleteMaterial();
  const reorder = useReorderMaterials(lessonId);
  const [editing, setEditing] = useState<Material | null>(null);

  if (error)
    return (
      <Alert color="red" variant="light">
        {errorMessage(error, t, t('materials.loadFailed'))}
      </Alert>
    );
  if (isPending) return <Loader size="sm" mx="auto" my="md" />;
  if (data.materials.length === 0) return <Text c="dimmed">{t('materials.empty')}</Text>;

  const confirmDelete = (material: Material) =>
    confirmDeletion({
      title: t('materials.admin.deleteTitle'),
      message: t('materials.admin.deleteConfirm', { title: material.title }),
      onConfirm: () =>
        deleteMaterial.mutate(
          { id: material.id, lessonId },
          {
            onSuccess: () =>
              notifications.show({ color: 'teal', message: t('materials.admin.deleted', { title: material.title }) }),
            onError: (failure) =>
              notifications.show({
                color: 'red',
                message: errorMessage(failure, t, t('materials.admin.deleteFailed')),
              }),
          },
        ),
    });

  return (
    <Table.ScrollContainer minWidth={760}>
      <EditMaterialDialog material={editing} onClose={() => setEditing(null)} />
      <SortableRows items={data.materials} texts="materials.reorder" onReorder={reorder} enabled={data.can_manage}>
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {data.can_manage && <Table.Th w={50}>{t('materials.reorder.column')}</Table.Th>}
              <Table.Th>{t('materials.admin.file')}</Table.Th>
              <Table.Th>{t('materials.admin.size')}</Table.Th>
              <Table.Th>{t('materials.admin.createdAt')}</Table.Th>
              {data.can_manage && <Table.Th>{t('publication.state')}</Table.Th>}
              {data.can_manage && <Table.Th w={110}>{t('users.fields.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.materials.map((material) => (
              <SortableRow key={material.id} item={material} texts="materials.reorder" enabled={data.can_manage}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <FileIcon name={material.file_ext} size={32} />
                    <div style={{ minWidth: 0 }}>
                      <Anchor href={material.url} target="_blank" rel="noopener" fw={600} size="sm">
                        {material.title}
                      </Anchor>
                      <Text size="xs" c="dimmed" truncate="end">
                        {material.file_name}
                      </Text>
                    </div>
                  </Group>
                </Table.Td>
                <Table.Td>{formatFileSize(material.file_size)}</Table.Td>
                <Table.Td>{formatDateTime(material.created_at)}</Table.Td>
                {data.can_manage && (
                  <Table.Td>
                    <PublicationControls kind="material" item={material} name={material.title} />
                  </Table.Td>
                )}
                {data.can_manage && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Tooltip label={t('materials.edit.edit')}>
                        <ActionIcon
                          variant="subtle"
                          onClick={() => setEditing(material)}
                          aria-label={t('materials.edit.editNamed', { title: material.title })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('materials.admin.delete')}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          onClick={() => confirmDelete(material)}
                          aria-label={t('materials.admin.deleteNamed', { title: material.title })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                )}
              </SortableRow>
            ))}
          </Table.Tbody>
        </Table>
      </SortableRows>
    </Table.ScrollContainer>
  );
}
