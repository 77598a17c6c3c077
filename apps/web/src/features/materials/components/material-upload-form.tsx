import { Alert, Button, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MATERIAL_ACCEPT, MATERIAL_EXTENSIONS, MATERIAL_TYPE_BY_EXTENSION, type MaterialExtension } from '@netclass/shared';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatMegabytes } from '../../../lib/format-bytes';
import { materialsQueryOptions } from '../api/materials';
import { MaterialNotSavedError, UploadCancelledError, uploadMaterial, verifySaved, type UploadProgress } from '../api/upload-material';
import { extensionOf } from './file-icon';

const isMaterialExtension = (ext: string): ext is MaterialExtension => (MATERIAL_EXTENSIONS as readonly string[]).includes(ext);

/**
 * Title and file for the chosen lesson (SPEC §5 Upload material): checks, creates the
 * material, sends the file with a progress bar (percentage and MB) that can be cancelled,
 * then reloads the list and makes sure the material is in it.
 */
export function MaterialUploadForm({ lessonId }: { lessonId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploading = progress !== null;

  // Leaving the page stops a running upload.
  useEffect(() => () => controller.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed || !file || lessonId === null) return setProblem(t('materials.upload.required'));
    const ext = extensionOf(file.name);
    if (!isMaterialExtension(ext)) return setProblem(t('materials.upload.wrongType'));

    setProblem(null);
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: file.size, percent: 0 });
    try {
      await uploadMaterial({ title: trimmed, lessonId, file, onProgress: setProgress, signal: abort.signal });
      await verifySaved(
        async () => (await queryClient.fetchQuery({ ...materialsQueryOptions(lessonId), staleTime: 0 })).materials,
        { title: trimmed, file_type: MATERIAL_TYPE_BY_EXTENSION[ext] },
      );
      notifications.show({ color: 'teal', message: t('materials.upload.done', { title: trimmed }) });
      setTitle('');
      setFile(null);
    } catch (error) {
      if (error instanceof UploadCancelledError) {
        notifications.show({ color: 'gray', message: t('materials.upload.cancelled') });
      } else if (error instanceof MaterialNotSavedError) {
        setProblem(t('materials.upload.notSaved'));
      } else {
        setProblem(errorMessage(error, t, t('materials.upload.failed')));
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('materials.upload.title')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          disabled={uploading}
          withAsterisk
        />
        <FileInput
          label={t('materials.upload.file')}
          description={t('materials.upload.fileHint')}
          placeholder={t('materials.upload.filePlaceholder')}
          accept={MATERIAL_ACCEPT}
          value={file}
          onChange={setFile}
          leftSection={<IconPaperclip size={16} />}
          clearable
          disabled={uploading}
          withAsterisk
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {progress && (
          <Stack gap={4} aria-live="polite">
            <Progress value={progress.percent} size="lg" striped animated aria-label={t('materials.upload.progressLabel')} />
            <Group justify="space-between">
              <Text size="sm">
                {t('materials.upload.progress', {
                  percent: progress.percent,
                  loaded: formatMegabytes(progress.loaded),
                  total: formatMegabytes(progress.total),
                })}
              </Text>
              <Button size="xs" variant="default" color="red" leftSection={<IconX size={14} />} onClick={() => controller.current?.abort()}>
                {t('materials.upload.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button type="submit" leftSection={<IconUpload size={16} />} loading={uploading}>
            {t('materials.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
