import { Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createLessonSchema, type LessonSummary } from '@netclass/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { courseLessonsQueryOptions, useCreateLesson } from '../api/content';
import { DigitsInput } from '../../../components/digits-input';
import { FormFooter } from '../../../components/form-footer';
import { LessonEditor } from './lesson-editor';

/** The form checks what it holds; the course comes from the selector above it. */
const lessonFormSchema = createLessonSchema.omit({ course_id: true });
const EMPTY = { title: '', content: '', order_num: '' as number | string };

interface Props {
  courseId: number | null;
  /** The person chose to add materials to the new lesson now (SPEC §4 create-lesson flow). */
  onAddMaterials: (lesson: LessonSummary) => void;
}

/**
 * Title, content and order number of a new lesson in the chosen course. After 'Tạo bài học
 * thành công!' it asks whether to add materials: yes hands the lesson to `onAddMaterials`,
 * no clears the form.
 */
export function CreateLessonForm({ courseId, onAddMaterials }: Props) {
  const { t } = useTranslation();
  const createLesson = useCreateLesson();
  const lessons = useQuery({ ...courseLessonsQueryOptions(courseId ?? 0), enabled: courseId !== null });
  const form = useSchemaForm(lessonFormSchema, EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const nextOrder = lessons.data ? Math.max(0, ...lessons.data.lessons.map((lesson) => lesson.order_num)) + 1 : undefined;

  const askForMaterials = (lesson: LessonSummary) =>
    modals.openConfirmModal({
      title: t('lessonAdmin.askTitle'),
      centered: true,
      closeOnClickOutside: false,
      children: <Text size="sm">{t('lessonAdmin.askMaterials', { title: lesson.title })}</Text>,
      labels: { confirm: t('lessonAdmin.askYes'), cancel: t('lessonAdmin.askNo') },
      onConfirm: () => {
        form.reset();
        onAddMaterials(lesson);
      },
      onCancel: () => form.reset(),
    });

  const submit = form.onSubmit((values) => {
    if (courseId === null) return setProblem(t('lessonAdmin.problems.required'));
    setProblem(null);
    createLesson.mutate(
      { ...values, title: values.title.trim(), course_id: courseId },
      {
        onSuccess: ({ lesson }) => {
          notifications.show({ color: 'teal', message: t('lessonAdmin.created') });
          askForMaterials(lesson);
        },
        onError: (error) => setProblem(placeServerError(form, error, t, { fallback: t('lessonAdmin.createFailed') })),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('lessonAdmin.formTitle')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('lessonAdmin.lessonTitle')}
            {...form.getInputProps('title')}
            withAsterisk
            style={{ flex: '3 1 320px' }}
          />
          <DigitsInput
            label={t('lessonAdmin.orderNum')}
            description={nextOrder !== undefined ? t('lessonAdmin.orderHint', { next: nextOrder }) : undefined}
            {...form.getInputProps('order_num')}
            withAsterisk
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        <LessonEditor
          courseId={courseId}
          label={t('lessonAdmin.content')}
          description={t('lessonAdmin.contentHint')}
          {...form.getInputProps('content')}
          value={form.values.content}
        />
        <FormFooter error={problem} submitLabel={t('lessonAdmin.submit')} loading={createLesson.isPending} icon={<IconPlus size={16} />} />
      </Stack>
    </form>
  );
}
