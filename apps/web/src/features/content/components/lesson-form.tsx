import { Group, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { createLessonSchema, nextOrderNum, type LessonDetail, type LessonSummary } from '@netclass/shared';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { courseLessonsQueryOptions, useCreateLesson, useUpdateLesson } from '../api/content';
import { DigitsInput } from '../../../components/digits-input';
import { FormFooter } from '../../../components/form-footer';
import { ContentSelectors, type ContentSelection } from './content-selectors';
import { MarkdownEditor } from '../../../components/markdown/markdown-editor';

/** The form checks what it holds; the course comes from the selector above it (or the lesson edited). */
const lessonFormSchema = createLessonSchema.omit({ course_id: true });
const EMPTY = { title: '', content: '', order_num: '' as number | string };

type Props =
  | {
      courseId: number | null;
      /** The person chose to add materials to the new lesson now (docs/product/rules.md#states-and-flows create-lesson flow). */
      onAddMaterials: (lesson: LessonSummary) => void;
      lesson?: undefined;
      onSaved?: undefined;
    }
  | {
      /** Edit mode: this lesson's title, content and order, and its course: another moves it there (docs/decisions/020). */
      lesson: LessonDetail;
      onSaved: (lesson: LessonSummary) => void;
      courseId?: undefined;
      onAddMaterials?: undefined;
    };

/**
 * Title, content and order number of a lesson. Creating (in the chosen course, the next order
 * number filled in): after 'Tạo bài học thành công!' it asks whether to add materials; yes
 * hands the lesson to `onAddMaterials`, no clears the form. Editing: saves and calls `onSaved`.
 */
export function LessonForm(props: Props) {
  const { t } = useTranslation();
  const editing = props.lesson;
  const courseId = editing ? editing.course_id : props.courseId;
  const createLesson = useCreateLesson();
  const updateLesson = useUpdateLesson();
  const lessons = useQuery({ ...courseLessonsQueryOptions(courseId ?? 0), enabled: courseId !== null && !editing });
  const form = useSchemaForm(
    lessonFormSchema,
    editing ? { title: editing.title, content: editing.content, order_num: editing.order_num } : EMPTY,
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [target, setTarget] = useState<ContentSelection>({
    categoryId: editing?.course.category_id ?? null,
    courseId: editing?.course_id ?? null,
    lessonId: null,
  });
  const nextOrder = lessons.data ? nextOrderNum(lessons.data.lessons) : undefined;

  // A new lesson goes last unless the author says otherwise: the next number is filled in once
  // it is known, for each course and each new lesson; the author may then clear or change it.
  const { setFieldValue } = form;
  const [newLessons, setNewLessons] = useState(0);
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${newLessons}:${nextOrder}`;
    if (editing || nextOrder === undefined || filledFor.current === key) return;
    filledFor.current = key;
    setFieldValue('order_num', nextOrder);
  }, [editing, nextOrder, newLessons, setFieldValue]);
  const startOver = () => {
    form.reset();
    setNewLessons((count) => count + 1);
  };

  const askForMaterials = (lesson: LessonSummary) =>
    modals.openConfirmModal({
      title: t('lessonAdmin.askTitle'),
      centered: true,
      closeOnClickOutside: false,
      children: <Text size="sm">{t('lessonAdmin.askMaterials', { title: lesson.title })}</Text>,
      labels: { confirm: t('lessonAdmin.askYes'), cancel: t('lessonAdmin.askNo') },
      onConfirm: () => {
        startOver();
        props.onAddMaterials?.(lesson);
      },
      onCancel: startOver,
    });

  const submit = form.onSubmit((values) => {
    if (courseId === null) return setProblem(t('lessonAdmin.problems.required'));
    setProblem(null);
    const onError = (error: unknown) =>
      setProblem(
        placeServerError(form, error, t, {
          fallback: t(editing ? 'lessonAdmin.saveFailed' : 'lessonAdmin.createFailed'),
        }),
      );
    const body = { ...values, title: values.title.trim() };
    if (editing) {
      if (target.courseId === null) return setProblem(t('lessonAdmin.problems.required'));
      const moved = target.courseId !== editing.course_id;
      // Moved without a new number, it goes last in the other course (the old number means nothing there).
      const { order_num, ...rest } = body;
      const update = moved
        ? { ...rest, course_id: target.courseId, ...(form.isDirty('order_num') ? { order_num } : {}) }
        : body;
      updateLesson.mutate(
        { id: editing.id, body: update },
        {
          onSuccess: (lesson) => {
            notifications.show({ color: 'teal', message: t('lessonAdmin.saved', { title: lesson.title }) });
            props.onSaved?.(lesson);
          },
          onError,
        },
      );
      return;
    }
    createLesson.mutate(
      { ...body, course_id: courseId },
      {
        onSuccess: ({ lesson }) => {
          notifications.show({ color: 'teal', message: t('lessonAdmin.created') });
          askForMaterials(lesson);
        },
        onError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t(editing ? 'lessonAdmin.editTitle' : 'lessonAdmin.formTitle')}>
      <Stack gap="sm">
        {editing && (
          <Stack gap={4}>
            <ContentSelectors value={target} onChange={setTarget} withLesson={false} />
            <Text size="xs" c="dimmed">
              {t('lessonAdmin.moveHint')}
            </Text>
          </Stack>
        )}
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
        <MarkdownEditor
          courseId={courseId}
          label={t('lessonAdmin.content')}
          description={t('lessonAdmin.contentHint')}
          {...form.getInputProps('content')}
          value={form.values.content}
        />
        <FormFooter
          error={problem}
          submitLabel={t(editing ? 'lessonAdmin.save' : 'lessonAdmin.submit')}
          loading={editing ? updateLesson.isPending : createLesson.isPending}
          icon={editing ? <IconDeviceFloppy size={16} /> : <IconPlus size={16} />}
        />
      </Stack>
    </form>
  );
}
