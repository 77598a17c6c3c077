import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_EXTENSIONS,
  TEXT_LIMITS,
  announcementFormSchema,
  type ClassAnnouncement,
} from '@netclass/shared';
import { IconDeviceFloppy, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_BELOW, TextCounter } from '../../../components/text-counter';
import { formatMegabytes } from '../../../lib/format-bytes';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { textStatus } from '../../../lib/text-status';
import { useSaveAnnouncement } from '../api/announcements';
import type { UploadProgress } from '../api/save-announcement';
import { AttachmentLink } from './attachment-link';

/** The course picker the app layer supplies (features do not import each other). */
export type CourseField = (props: {
  value: number | null;
  onChange: (courseId: number | null) => void;
  error?: string;
  disabled: boolean;
}) => ReactNode;

interface Props {
  /** Edit this one; absent: publish a new one. */
  announcement?: ClassAnnouncement;
  /** New ones only: with it, the form offers 'everyone or one course' (a course its publisher manages). */
  courseField?: CourseField;
  /** After a successful save (the edit form closes). */
  onDone?: () => void;
  onCancel?: () => void;
}

const extensionOf = (name: string) => (name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '');
const allowedFile = (file: File) => (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));

/**
 * Content and an optional file (docs/product/screens-and-roles.md#announcements, docs/product/messages.md#validation): submit stays disabled while the
 * content is blank, which the field says once left ('Please enter the announcement content'),
 * or past its limit, which the counter under the field says; a file of a type not allowed says
 * so on the file field, as does the server's refusal of one; a progress bar shows while a file
 * uploads. Editing adds 'remove the current file' and cancel.
 */
export function AnnouncementForm({ announcement, onDone, onCancel, courseField }: Props) {
  const { t } = useTranslation();
  const editing = announcement !== undefined;
  const save = useSaveAnnouncement();
  const form = useSchemaForm(announcementFormSchema, {
    content: announcement?.content ?? '',
    attachment: null as File | null,
  });
  const [removeAttachment, setRemoveAttachment] = useState(false);
  const [forCourse, setForCourse] = useState(false);
  const [courseId, setCourseId] = useState<number | null>(null);
  const [courseError, setCourseError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const counterId = useId();
  const status = textStatus(form.values.content, TEXT_LIMITS.announcement);
  const file = form.values.attachment;

  const submit = form.onSubmit(({ content, attachment }) => {
    if (status.block !== null) return;
    if (attachment && !allowedFile(attachment))
      return form.setFieldError('attachment', t('announcements.form.wrongType'));
    if (forCourse && courseId === null) return setCourseError(t('announcements.form.courseRequired'));
    setProblem(null);
    save.mutate(
      {
        id: announcement?.id,
        content: content.trim(),
        file: attachment,
        removeAttachment,
        courseId: forCourse ? courseId : null,
        onProgress: setProgress,
      },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: editing ? t('announcements.form.updated') : t('announcements.form.created'),
          });
          if (!editing) {
            form.reset();
            setCourseId(null);
          }
          onDone?.();
        },
        onError: (error) =>
          setProblem(
            placeServerError(form, error, t, {
              fallback: editing ? t('announcements.form.updateFailed') : t('announcements.form.createFailed'),
              // The attachment's type or size refused: said on the file field.
              codeFields: { UNSUPPORTED_TYPE: 'attachment', PAYLOAD_TOO_LARGE: 'attachment' },
            }),
          ),
        onSettled: () => setProgress(null),
      },
    );
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('announcements.edit.title', { id: announcement.id }) : t('announcements.form.title')}
    >
      <Stack gap="sm">
        <Textarea
          label={t('announcements.form.content')}
          placeholder={t('announcements.form.placeholder')}
          {...form.getInputProps('content')}
          description={
            <TextCounter
              id={counterId}
              status={status}
              blankReason={form.errors.content ? undefined : t('announcements.form.contentRequired')}
            />
          }
          inputWrapperOrder={COUNTER_BELOW}
          autosize
          minRows={editing ? 3 : 5}
          maxRows={14}
          disabled={save.isPending}
          withAsterisk
        />
        {!editing && courseField && (
          <Stack gap="xs">
            <SegmentedControl
              value={forCourse ? 'course' : 'everyone'}
              onChange={(value) => setForCourse(value === 'course')}
              data={[
                { value: 'everyone', label: t('announcements.form.everyone') },
                { value: 'course', label: t('announcements.form.oneCourse') },
              ]}
              aria-label={t('announcements.form.audience')}
              disabled={save.isPending}
              style={{ alignSelf: 'flex-start' }}
            />
            {forCourse &&
              courseField({
                value: courseId,
                onChange: (picked) => {
                  setCourseId(picked);
                  setCourseError(undefined);
                },
                error: courseError,
                disabled: save.isPending,
              })}
          </Stack>
        )}
        {editing && announcement.course_name && (
          <Text size="sm">{t('announcements.form.forCourse', { course: announcement.course_name })}</Text>
        )}
        {editing && announcement.attachment && (
          <Stack gap={6}>
            <Group gap="xs">
              <Text size="sm" fw={500}>
                {t('announcements.edit.currentAttachment')}
              </Text>
              <AttachmentLink attachment={announcement.attachment} />
            </Group>
            <Checkbox
              label={t('announcements.edit.removeAttachment')}
              checked={removeAttachment && !file}
              disabled={file !== null || save.isPending}
              onChange={(event) => setRemoveAttachment(event.currentTarget.checked)}
            />
          </Stack>
        )}
        <FileInput
          label={editing ? t('announcements.edit.newAttachment') : t('announcements.form.attachment')}
          description={t('announcements.form.attachmentHint')}
          placeholder={t('announcements.form.filePlaceholder')}
          accept={ATTACHMENT_ACCEPT}
          {...form.getInputProps('attachment')}
          leftSection={<IconPaperclip size={16} />}
          clearable
          disabled={save.isPending}
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
              aria-label={t('announcements.form.progressLabel')}
            />
            <Text size="sm">
              {t('announcements.form.progress', {
                percent: progress.percent,
                loaded: formatMegabytes(progress.loaded),
                total: formatMegabytes(progress.total),
              })}
            </Text>
          </Stack>
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={save.isPending}>
              {t('common.cancel')}
            </Button>
          )}
          <Button
            type="submit"
            disabled={status.block !== null}
            aria-describedby={counterId}
            loading={save.isPending}
            leftSection={editing ? <IconDeviceFloppy size={16} /> : <IconSend size={16} />}
          >
            {editing ? t('common.save') : t('announcements.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
