import { Alert, Loader, Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { lessonQueryOptions } from '../api/content';
import { LessonForm } from './lesson-form';

interface Props {
  /** The lesson being edited, or null when the dialog is closed. */
  lessonId: number | null;
  onClose: () => void;
}

/** The lesson form in edit mode, over the lesson list: loads the lesson's Markdown, closes once saved. */
export function EditLessonDialog({ lessonId, onClose }: Props) {
  const { t } = useTranslation();
  const lesson = useQuery({ ...lessonQueryOptions(lessonId ?? 0), enabled: lessonId !== null });
  return (
    <Modal opened={lessonId !== null} onClose={onClose} title={t('lessonAdmin.editTitle')} size="xl">
      {lesson.error && (
        <Alert color="red" variant="light">
          {errorMessage(lesson.error, t, t('lessonAdmin.saveFailed'))}
        </Alert>
      )}
      {lesson.isPending && <Loader size="sm" mx="auto" my="md" />}
      {/* Keyed by lesson: the form starts from the lesson it edits. */}
      {lesson.data && <LessonForm key={lesson.data.id} lesson={lesson.data} onSaved={onClose} />}
    </Modal>
  );
}
