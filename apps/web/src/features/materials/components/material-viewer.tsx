import { Alert, Box, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatFileSize } from '../../../lib/format-bytes';
import { materialQueryOptions } from '../api/materials';
import { FileIcon } from './file-icon';

/**
 * `/lesson/{lessonId}/material/{materialId}`: a video plays in the browser's player, a PDF
 * shows in the browser's PDF viewer, from the material's signed link (served inline, with
 * Range for seeking). Other types only download.
 */
export function MaterialViewer({ lessonId, materialId }: { lessonId: number | null; materialId: number | null }) {
  const { t } = useTranslation();
  const {
    data: material,
    error,
    isPending,
  } = useQuery({
    ...materialQueryOptions(materialId ?? 0),
    enabled: materialId !== null,
  });
  const backTo = lessonId === null ? '/study' : `/lesson/${lessonId}`;
  const back = (
    <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('materials.viewer.back')}
    </Button>
  );

  const missing = materialId === null || (error instanceof ApiError && (error.status === 400 || error.status === 404));
  if (missing || error) {
    return (
      <>
        <PageHeader title={t('materials.viewer.title')} actions={back} />
        <Alert color="red">
          {missing ? t('materials.viewer.notFound') : errorMessage(error, t, t('materials.viewer.loadFailed'))}
        </Alert>
      </>
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;

  return (
    <>
      <PageHeader
        title={material.title}
        actions={
          <Group gap="sm">
            {back}
            <Button
              component="a"
              href={material.url}
              target="_blank"
              rel="noopener"
              variant="light"
              leftSection={<IconExternalLink size={16} />}
            >
              {t('materials.viewer.openDirect')}
            </Button>
            <Button
              component="a"
              href={material.url}
              download={material.file_name}
              variant="light"
              leftSection={<IconDownload size={16} />}
            >
              {t('materials.download')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <FileIcon name={material.file_ext} size={32} />
          <Text size="sm" c="dimmed">
            {material.file_name} · {formatFileSize(material.file_size)}
          </Text>
        </Group>
        {material.file_ext === 'mp4' && (
          <Card withBorder radius="md" padding={0} bg="black">
            <video
              controls
              preload="metadata"
              src={material.url}
              aria-label={material.title}
              style={{ display: 'block', width: '100%', maxHeight: '75vh', background: 'black' }}
            ></video>
          </Card>
        )}
        {material.file_ext === 'pdf' && (
          <Box
            component="iframe"
            src={material.url}
            title={material.title}
            w="100%"
            h="80vh"
            style={{
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
          />
        )}
        {material.file_ext !== 'mp4' && material.file_ext !== 'pdf' && (
          <Alert color="blue" variant="light">
            {t('materials.viewer.downloadOnly')}
          </Alert>
        )}
      </Stack>
    </>
  );
}
