import { Alert, Button, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MATERIAL_ACCEPT, MATERIAL_EXTENSIONS, MATERIAL_TYPE_BY_EXTENSION, createMaterialSchema, type MaterialExtension } from '@netclass/shared';
import { IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { formatMegabytes } from '../../../lib/format-bytes';
import { materialsQueryOptions } from '../api/materials';
import { MaterialNotSavedError, UploadCancelledError, uploadMaterial, verifySaved, type UploadProgress } from '../api/upload-material';
import { extensionOf } from './file-icon';

const isMaterialExtension = (ext: string): ext is MaterialExtension => (MATERIAL_EXTENSIONS as readonly string[]).includes(ext);

/** What the form checks (SPEC §5 Upload material): the title, and the chosen file by its name. */
const materialFormSchema = createMaterialSchema.pick({ title: true, file_name: true });

/**
 * Title and file for the chosen lesson (SPEC §5 Upload material): checks each on its field,
 * creates the material, sends the file with a progress bar (percentage and MB) that can be
 * cancelled, then reloads the list and makes sure the material is in it.
 */
export function MaterialUploadForm({ lessonId }: { lessonId: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useSchemaForm(materialFormSchema, { title: '', file_name: '' });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  const uploading = progress !== null;
  const fileNameProps = form.getInputProps('file_name');

  // Leaving the page stops a running upload.
  useEffect(() => () => controller.current?.abort(), []);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    fileNameProps.onChange(chosen?.name ?? '');
  };

  const upload = async (title: string, chosen: File, lesson: number, ext: MaterialExtension) => {
    setProblem(null);
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ loaded: 0, total: chosen.size, percent: 0 });
    try {
      await uploadMaterial({ title, lessonId: lesson, file: chosen, onProgress: setProgress, signal: abort.signal });
      await verifySaved(
        async () => (await queryClient.fetchQuery({ ...materialsQueryOptions(lesson), staleTime: 0 })).materials,
        { title, file_type: MATERIAL_TYPE_BY_EXTENSION[ext] },
      );
      notifications.show({ color: 'teal', message: t('materials.upload.done', { title }) });
      form.reset();
      setFile(null);
    } catch (error) {
      if (error instanceof UploadCancelledError) {
        notifications.show({ color: 'gray', message: t('materials.upload.cancelled') });
      } else if (error instanceof MaterialNotSavedError) {
        setProblem(t('materials.upload.notSaved'));
      } else {
        // The file's type or size refused by the server: said on the file field.
        const codeFields = { UNSUPPORTED_TYPE: 'file_name', PAYLOAD_TOO_LARGE: 'file_name' };
        setProblem(placeServerError(form, error, t, { fallback: t('materials.upload.failed'), codeFields }));
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const start = (values: { title: string }) => {
    if (!file || lessonId === null) return setProblem(t('materials.upload.required'));
    const ext = extensionOf(file.name);
    if (!isMaterialExtension(ext)) return form.setFieldError('file_name', t('materials.upload.wrongType'));
    void upload(values.title.trim(), file, lessonId, ext);
  };
  // Wrapped at submit time: the upload keeps its abort controller in a ref, which render must not touch.
  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(start)(event);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('materials.upload.title')}
          {...form.getInputProps('title')}
          disabled={uploading}
          withAsterisk
        />
        <FileInput
          label={t('materials.upload.file')}
          description={t('materials.upload.fileHint')}
          placeholder={t('materials.upload.filePlaceholder')}
          accept={MATERIAL_ACCEPT}
          value={file}
          onChange={chooseFile}
          onBlur={fileNameProps.onBlur}
          error={fileNameProps.error}
          aria-invalid={fileNameProps.error ? true : undefined}
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
