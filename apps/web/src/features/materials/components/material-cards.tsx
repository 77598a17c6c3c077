import { Alert, Badge, Card, Group, Loader, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Material } from '@netclass/shared';
import { IconDownload, IconExternalLink, IconFiles, IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkCardClass } from '../../../components/link-card';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format-bytes';
import { materialsQueryOptions } from '../api/materials';
import { FileIcon } from './file-icon';

/** pdf and mp4 open in the app's viewer (the server streams them inline, with Range); the rest download. */
export const opensInViewer = (material: Pick<Material, 'file_ext'>) =>
  material.file_ext === 'pdf' || material.file_ext === 'mp4';

export const viewerPath = (material: Pick<Material, 'id' | 'lesson_id'>) =>
  `/lesson/${material.lesson_id}/material/${material.id}`;

interface Props {
  lessonId: number;
  /** Called when a material is opened (the progress feature records completion here). */
  onOpen?: (material: Material) => void;
  /** Extra marks on a card, e.g. a completed check (progress feature). */
  renderStatus?: (material: Material) => ReactNode;
}

/** The lesson's materials as cards with a file-type icon, each opening in a new tab (docs/product/screens-and-roles.md#lesson-page). */
export function MaterialCards({ lessonId, onOpen, renderStatus }: Props) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(materialsQueryOptions(lessonId));

  if (error)
    return (
      <Alert color="red" variant="light">
        {errorMessage(error, t, t('materials.loadFailed'))}
      </Alert>
    );
  if (isPending) return <Loader size="sm" mx="auto" my="md" />;
  return <MaterialCardGrid materials={data.materials} onOpen={onOpen} renderStatus={renderStatus} />;
}

/** Given materials as cards (the lesson's, or a preview's), or says there are none. */
export function MaterialCardGrid({
  materials,
  onOpen,
  renderStatus,
}: { materials: Material[] } & Omit<Props, 'lessonId'>) {
  const { t } = useTranslation();
  if (materials.length === 0) {
    return (
      <Group gap="xs" c="dimmed" py="sm">
        <IconFiles size={18} aria-hidden />
        <Text size="sm">{t('materials.empty')}</Text>
      </Group>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('materials.title')}
    >
      {materials.map((material) => (
        <li key={material.id}>
          <MaterialCard material={material} onOpen={onOpen} status={renderStatus?.(material)} />
        </li>
      ))}
    </SimpleGrid>
  );
}

function MaterialCard({
  material,
  onOpen,
  status,
}: {
  material: Material;
  onOpen?: (material: Material) => void;
  status?: ReactNode;
}) {
  const { t } = useTranslation();
  const viewer = opensInViewer(material);
  const action = viewer
    ? material.file_ext === 'mp4'
      ? t('materials.watch')
      : t('materials.read')
    : t('materials.download');
  const ActionIcon = viewer ? (material.file_ext === 'mp4' ? IconPlayerPlay : IconExternalLink) : IconDownload;
  const cardProps = {
    target: '_blank',
    rel: 'noopener',
    withBorder: true,
    radius: 'md',
    padding: 'md',
    h: '100%',
    className: linkCardClass,
    onClick: () => onOpen?.(material),
  } as const;
  const body = (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <FileIcon name={material.file_ext} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={2}>
            {material.title}
          </Text>
          {status}
        </Group>
        <Text size="xs" c="dimmed" truncate="end" title={material.file_name}>
          {material.file_name}
        </Text>
        <Group gap="xs" mt={4}>
          <Badge variant="light" color="gray" size="sm">
            {material.file_ext.toUpperCase()} · {formatFileSize(material.file_size)}
          </Badge>
          <Group gap={4} c="blue" wrap="nowrap">
            <ActionIcon size={14} aria-hidden />
            {/* The card's name is what it shows (title, file, size, action), then that it opens a new tab. */}
            <Text size="xs">
              {action}
              <VisuallyHidden> ({t('materials.newTab')})</VisuallyHidden>
            </Text>
          </Group>
        </Group>
      </Stack>
    </Group>
  );
  return viewer ? (
    <Card component={Link} to={viewerPath(material)} {...cardProps}>
      {body}
    </Card>
  ) : (
    <Card component="a" href={material.url} {...cardProps}>
      {body}
    </Card>
  );
}
