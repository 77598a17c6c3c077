import { Alert, Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { HAND_IN_MAX_FILES, type Assignment, type StudentHandIns } from '@netclass/shared';
import { IconUpload, IconX } from '@tabler/icons-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { UploadCancelledError, type UploadProgress } from '../../../lib/send-with-progress';
import { useHandIn } from '../api/assignments';

/**
 * A student's hand-in: one or more files of the types the assignment takes, sent as one
 * upload with a progress bar; again as often as the assignment (or their extension) accepts.
 */
export function HandInForm({ assignment, mine }: { assignment: Assignment; mine: StudentHandIns }) {
  const { t } = useTranslation();
  const handIn = useHandIn(assignment.id);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const types = assignment.allowed_types.map((ext) => `.${ext}`).join(', ');

  if (!mine.open) return <Alert color="gray">{t('assignments.handIn.closed')}</Alert>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!files.length) return setProblem(t('assignments.problems.filesRequired'));
    setProblem(null);
    controller.current = new AbortController();
    handIn.mutate(
      { files, onProgress: setProgress, signal: controller.current.signal },
      {
        onSuccess: (answer) => {
          notifications.show({
            color: 'teal',
            message: t('assignments.handIn.done', { version: answer.hand_in.version }),
          });
          setFiles([]);
        },
        onError: (error) => {
          if (!(error instanceof UploadCancelledError))
            setProblem(errorMessage(error, t, t('assignments.handIn.failed')));
        },
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('assignments.handIn.title')}>
      <Stack gap="sm">
        {mine.extension && (
          <Text size="sm">{t('assignments.handIn.extension', { date: formatDateTime(mine.extension.due_at) })}</Text>
        )}
        {mine.closes_at && (
          <Text size="sm" c="dimmed">
            {t('assignments.handIn.closesAt', { date: formatDateTime(mine.closes_at) })}
          </Text>
        )}
        <FileInput
          multiple
          clearable
          label={t('assignments.handIn.files')}
          description={t('assignments.handIn.filesHint', { n: HAND_IN_MAX_FILES, mb: assignment.max_file_mb, types })}
          accept={types.replaceAll(' ', '')}
          value={files}
          onChange={(chosen) => setFiles(chosen.slice(0, HAND_IN_MAX_FILES))}
          leftSection={<IconUpload size={16} />}
          disabled={handIn.isPending}
          error={problem}
        />
        {progress && (
          <Progress
            value={progress.percent}
            aria-label={t('assignments.handIn.progress', { percent: progress.percent })}
            animated
          />
        )}
        <Group gap="xs">
          <Button type="submit" loading={handIn.isPending} leftSection={<IconUpload size={16} />}>
            {mine.versions.length ? t('assignments.handIn.again') : t('assignments.handIn.submit')}
          </Button>
          {handIn.isPending && (
            <Button
              variant="subtle"
              color="gray"
              leftSection={<IconX size={16} />}
              onClick={() => controller.current?.abort()}
            >
              {t('assignments.handIn.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
