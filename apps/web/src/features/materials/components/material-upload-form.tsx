import { Alert, Button, FileInput, Group, Progress, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MATERIAL_ACCEPT,
  MATERIAL_EXTENSIONS,
  MATERIAL_TYPE_BY_EXTENSION,
  createMaterialSchema,
  materialEditFormSchema,
  type Material,
  type MaterialExtension,
} from '@netclass/shared';
import { IconDeviceFloppy, IconPaperclip, IconUpload, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { formatMegabytes } from '../../../lib/format-bytes';
import { materialKeys, materialsQueryOptions, renameMaterial } from '../api/materials';
import {
  MaterialNotSavedError,
  UploadCancelledError,
  replaceMaterialFile,
  uploadMaterial,
  verifySaved,
  type UploadProgress,
} from '../api/upload-material';
import { extensionOf } from './file-icon';

const isMaterialExtension = (ext: string): ext is MaterialExtension =>
  (MATERIAL_EXTENSIONS as readonly string[]).includes(ext);

/** What the form checks (docs/product/messages.md#upload-material): the title, and the chosen file by its name. */
const materialFormSchema = createMaterialSchema.pick({ title: true, file_name: true });

type Props =
  | { lessonId: number | null; material?: undefined; onSaved?: undefined }
  | {
      /** Edit mode: this material's title, and optionally a new file (docs/decisions/020). */
      material: Material;
      onSaved: () => void;
      lessonId?: undefined;
    };

/**
 * Title and file of a material (docs/product/messages.md#upload-material): checks each on its field, sends the
 * file with a progress bar (percentage and MB) that can be cancelled, then reloads the list and
 * makes sure the material is in it. Creating: a new material of the chosen lesson. Editing: a
 * new title, and a new file if one is chosen; then `onSaved`.
 */
export function MaterialUploadForm(props: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editing = props.material;
  const lessonId = editing ? editing.lesson_id : props.lessonId;
  const form = useSchemaForm(editing ? materialEditFormSchema : materialFormSchema, {
    title: editing?.title ?? '',
    file_name: '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [busy, setBusy] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const fileNameProps = form.getInputProps('file_name');

  // Leaving the page stops a running upload.
  useEffect(() => () => controller.current?.abort(), []);

  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    fileNameProps.onChange(chosen?.name ?? '');
  };

  /** Runs `send`, then checks the lesson's reloaded list holds `expected`. */
  const save = async (
    send: (signal: AbortSignal) => Promise<unknown>,
    lesson: number,
    expected: Pick<Material, 'title' | 'file_type'>,
    done: string,
  ) => {
    setProblem(null);
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    try {
      await send(abort.signal);
      await verifySaved(
        async () => (await queryClient.fetchQuery({ ...materialsQueryOptions(lesson), staleTime: 0 })).materials,
        expected,
      );
      notifications.show({ color: 'teal', message: done });
      form.reset();
      setFile(null);
      props.onSaved?.();
    } catch (error) {
      if (error instanceof UploadCancelledError) {
        notifications.show({ color: 'gray', message: t('materials.upload.cancelled') });
      } else if (error instanceof MaterialNotSavedError) {
        setProblem(t('materials.upload.notSaved'));
      } else {
        // The file's type or size refused by the server: said on the file field.
        const codeFields = { UNSUPPORTED_TYPE: 'file_name', PAYLOAD_TOO_LARGE: 'file_name' };
        setProblem(
          placeServerError(form, error, t, {
            fallback: t(editing ? 'materials.edit.failed' : 'materials.upload.failed'),
            codeFields,
          }),
        );
      }
    } finally {
      controller.current = null;
      setProgress(null);
      setBusy(false);
    }
  };

  const start = (values: { title: string }) => {
    const title = values.title.trim();
    const ext = file ? extensionOf(file.name) : '';
    if (file && !isMaterialExtension(ext)) return form.setFieldError('file_name', t('materials.upload.wrongType'));
    const fileType = isMaterialExtension(ext) ? MATERIAL_TYPE_BY_EXTENSION[ext] : undefined;
    if (editing) {
      const send = async (signal: AbortSignal) => {
        if (title !== editing.title) await renameMaterial(editing.id, title, signal);
        if (file) await replaceMaterialFile({ materialId: editing.id, file, onProgress: setProgress, signal });
        await queryClient.invalidateQueries({ queryKey: materialKeys.one(editing.id) });
      };
      return void save(
        send,
        editing.lesson_id,
        { title, file_type: fileType ?? editing.file_type },
        t('materials.edit.saved', { title }),
      );
    }
    if (!file || !fileType || lessonId === null) return setProblem(t('materials.upload.required'));
    const send = (signal: AbortSignal) => {
      setProgress({ loaded: 0, total: file.size, percent: 0 });
      return uploadMaterial({ title, lessonId, file, onProgress: setProgress, signal });
    };
    void save(send, lessonId, { title, file_type: fileType }, t('materials.upload.done', { title }));
  };
  // Wrapped at submit time: the upload keeps its abort controller in a ref, which render must not touch.
  const submit = (event?: FormEvent<HTMLFormElement>) => form.onSubmit(start)(event);

  return (
    <form onSubmit={submit} noValidate aria-label={t(editing ? 'materials.edit.title' : 'materials.upload.heading')}>
      <Stack gap="sm">
        <TextInput label={t('materials.upload.title')} {...form.getInputProps('title')} disabled={busy} withAsterisk />
        <FileInput
          label={t(editing ? 'materials.edit.file' : 'materials.upload.file')}
          description={
            editing ? t('materials.edit.fileHint', { name: editing.file_name }) : t('materials.upload.fileHint')
          }
          placeholder={t('materials.upload.filePlaceholder')}
          accept={MATERIAL_ACCEPT}
          value={file}
          onChange={chooseFile}
          onBlur={fileNameProps.onBlur}
          error={fileNameProps.error}
          aria-invalid={fileNameProps.error ? true : undefined}
          leftSection={<IconPaperclip size={16} />}
          clearable
          disabled={busy}
          withAsterisk={!editing}
        />
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {progress && (
          <Stack gap={4} aria-live="polite">
            <Progress
              value={progress.percent}
              size="lg"
              striped
              animated
              aria-label={t('materials.upload.progressLabel')}
            />
            <Group justify="space-between">
              <Text size="sm">
                {t('materials.upload.progress', {
                  percent: progress.percent,
                  loaded: formatMegabytes(progress.loaded),
                  total: formatMegabytes(progress.total),
                })}
              </Text>
              <Button
                size="xs"
                variant="default"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => controller.current?.abort()}
              >
                {t('materials.upload.cancel')}
              </Button>
            </Group>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={editing ? <IconDeviceFloppy size={16} /> : <IconUpload size={16} />}
            loading={busy}
          >
            {t(editing ? 'materials.edit.save' : 'materials.upload.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
