import { Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { LessonSummary } from '@netclass/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { courseLessonsQueryOptions, useCreateLesson } from '../api/content';
import { checkLessonForm, type LessonFormValues } from './form-rules';
import { FormFooter } from '../../../components/form-footer';
import { LessonEditor } from './lesson-editor';

const EMPTY: LessonFormValues = { title: '', content: '', orderNum: '' };

interface Props {
  courseId: number | null;
  /** The person chose to add materials to the new lesson now (SPEC §4 create-lesson flow). */
  onAddMaterials: (lesson: LessonSummary) => void;
}

/**
 * Title, content (Markdown, LessonEditor) and order number of a new lesson in the chosen course. After 'Tạo bài học
 * thành công!' it asks whether to add materials: yes hands the lesson to `onAddMaterials`,
 * no clears the form.
 */
export function CreateLessonForm({ courseId, onAddMaterials }: Props) {
  const { t } = useTranslation();
  const createLesson = useCreateLesson();
  const lessons = useQuery({ ...courseLessonsQueryOptions(courseId ?? 0), enabled: courseId !== null });
  const [values, setValues] = useState<LessonFormValues>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const set = (key: keyof LessonFormValues, value: string) => setValues((current) => ({ ...current, [key]: value }));
  const nextOrder = lessons.data ? Math.max(0, ...lessons.data.lessons.map((lesson) => lesson.order_num)) + 1 : undefined;

  const askForMaterials = (lesson: LessonSummary) =>
    modals.openConfirmModal({
      title: t('lessonAdmin.askTitle'),
      centered: true,
      closeOnClickOutside: false,
      children: <Text size="sm">{t('lessonAdmin.askMaterials', { title: lesson.title })}</Text>,
      labels: { confirm: t('lessonAdmin.askYes'), cancel: t('lessonAdmin.askNo') },
      onConfirm: () => {
        setValues(EMPTY);
        onAddMaterials(lesson);
      },
      onCancel: () => setValues(EMPTY),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkLessonForm(values, courseId);
    if (found || courseId === null) return setProblem(t(`lessonAdmin.problems.${found ?? 'required'}`));
    setProblem(null);
    createLesson.mutate(
      { title: values.title.trim(), content: values.content, course_id: courseId, order_num: Number(values.orderNum.trim()) },
      {
        onSuccess: ({ lesson }) => {
          notifications.show({ color: 'teal', message: t('lessonAdmin.created') });
          askForMaterials(lesson);
        },
        onError: (error) => setProblem(errorMessage(error, t, t('lessonAdmin.createFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('lessonAdmin.formTitle')}>
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label={t('lessonAdmin.lessonTitle')}
            value={values.title}
            onChange={(event) => set('title', event.currentTarget.value)}
            withAsterisk
            style={{ flex: '3 1 320px' }}
          />
          <TextInput
            label={t('lessonAdmin.orderNum')}
            description={nextOrder !== undefined ? t('lessonAdmin.orderHint', { next: nextOrder }) : undefined}
            inputMode="numeric"
            value={values.orderNum}
            onChange={(event) => set('orderNum', event.currentTarget.value)}
            withAsterisk
            style={{ flex: '1 1 140px' }}
          />
        </Group>
        <LessonEditor
          courseId={courseId}
          label={t('lessonAdmin.content')}
          description={t('lessonAdmin.contentHint')}
          value={values.content}
          onChange={(content) => set('content', content)}
        />
        <FormFooter error={problem} submitLabel={t('lessonAdmin.submit')} loading={createLesson.isPending} icon={<IconPlus size={16} />} />
      </Stack>
    </form>
  );
}
