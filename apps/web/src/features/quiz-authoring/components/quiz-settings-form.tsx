import { Checkbox, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QUIZ_GRADING_METHODS, QUIZ_REVIEW_TIMINGS } from '@netclass/shared';
import { QUIZ_MAX_ATTEMPTS, quizFormSchema, type Quiz } from '@netclass/shared/quiz-authoring';
import { IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatesProvider } from '../../../components/app-dates-provider';
import { FormFooter } from '../../../components/form-footer';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { useCreateQuiz, useUpdateQuiz } from '../api/quizzes';
import { DateTimeField } from '../../../components/date-time-field';

interface Props {
  courseId: number;
  /** Absent: a new quiz (a draft). */
  quiz?: Quiz;
  /** The course's lessons and grade categories the quiz may belong to (given by the app layer). */
  lessons: { id: number; title: string }[];
  gradeCategories: { id: number; name: string }[];
  onSaved: (quiz: Quiz) => void;
}

type Timing = (typeof QUIZ_REVIEW_TIMINGS)[number];
interface Values extends Record<string, unknown> {
  title: string;
  description: string;
  lesson_id: number | null;
  grade_category_id: number | null;
  open_at: string | null;
  close_at: string | null;
  time_limit_minutes: number | null;
  max_attempts: number | null;
  grading_method: (typeof QUIZ_GRADING_METHODS)[number];
  shuffle_questions: boolean;
  shuffle_options: boolean;
  review_answers: Timing;
  review_marks: Timing;
  review_feedback: Timing;
}

const valuesOf = (quiz?: Quiz): Values => ({
  title: quiz?.title ?? '',
  description: quiz?.description ?? '',
  lesson_id: quiz?.lesson_id ?? null,
  grade_category_id: quiz?.grade_category_id ?? null,
  open_at: quiz?.open_at ? vietnamWallClock(quiz.open_at) : null,
  close_at: quiz?.close_at ? vietnamWallClock(quiz.close_at) : null,
  time_limit_minutes: quiz?.time_limit_seconds ? Math.round(quiz.time_limit_seconds / 60) : null,
  max_attempts: quiz ? quiz.max_attempts : 1,
  grading_method: quiz?.grading_method ?? 'highest',
  shuffle_questions: quiz?.shuffle_questions ?? false,
  shuffle_options: quiz?.shuffle_options ?? true,
  review_answers: quiz?.review_answers ?? 'after_close',
  review_marks: quiz?.review_marks ?? 'after_attempt',
  review_feedback: quiz?.review_feedback ?? 'after_close',
});

/** A number field that may be left empty (null). */
const optionalNumber = (value: string | number) => (value === '' ? null : Number(value));

/** A quiz's settings: Mantine form checked by the shared schema, times in Vietnam time, the limit in minutes. */
export function QuizSettingsForm({ courseId, quiz, lessons, gradeCategories, onSaved }: Props) {
  const { t } = useTranslation();
  const create = useCreateQuiz(courseId);
  const update = useUpdateQuiz(quiz?.id ?? 0);
  const saving = quiz ? update : create;
  const form = useSchemaForm(quizFormSchema, valuesOf(quiz));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit(({ time_limit_minutes: minutes, open_at: openAt, close_at: closeAt, ...values }) => {
    setProblem(null);
    const body = {
      ...values,
      open_at: openAt ? wallClockToApi(openAt) : null,
      close_at: closeAt ? wallClockToApi(closeAt) : null,
      time_limit_seconds: minutes === null ? null : minutes * 60,
    };
    saving.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'teal', message: t('quizAuthoring.form.saved', { name: saved.title }) });
        onSaved(saved);
      },
      onError: (error) =>
        setProblem(
          placeServerError(form, error, t, {
            fallback: t('quizAuthoring.form.saveFailed'),
            fields: { time_limit_seconds: 'time_limit_minutes' },
          }),
        ),
    });
  });

  const picker = (path: 'open_at' | 'close_at', label: string, description: string) => (
    <DateTimeField
      label={label}
      description={description}
      clearable
      leftSection={<IconCalendar size={16} />}
      {...form.getInputProps(path)}
    />
  );
  const idSelect = (
    path: 'lesson_id' | 'grade_category_id',
    label: string,
    placeholder: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      data={data}
      {...form.getInputProps(path)}
      value={form.values[path] === null ? null : String(form.values[path])}
      onChange={(value) => form.setFieldValue(path, value === null ? null : Number(value))}
    />
  );
  const timingSelect = (path: 'review_answers' | 'review_marks' | 'review_feedback') => (
    <Select
      label={t(`quizAuthoring.form.${path}`)}
      allowDeselect={false}
      data={QUIZ_REVIEW_TIMINGS.map((value) => ({ value, label: t(`quizAuthoring.timings.${value}`) }))}
      {...form.getInputProps(path)}
    />
  );

  return (
    <AppDatesProvider>
      <form onSubmit={submit} noValidate aria-label={t('quizAuthoring.form.settings')}>
        <Stack gap="md">
          <TextInput
            label={t('quizAuthoring.form.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('title')}
          />
          <Textarea
            label={t('quizAuthoring.form.description')}
            description={t('quizAuthoring.form.descriptionHint')}
            autosize
            minRows={2}
            maxRows={8}
            {...form.getInputProps('description')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {picker('open_at', t('quizAuthoring.form.openAt'), t('quizAuthoring.form.openAtHint'))}
            {picker('close_at', t('quizAuthoring.form.closeAt'), t('quizAuthoring.form.closeAtHint'))}
            <NumberInput
              label={t('quizAuthoring.form.timeLimit')}
              description={t('quizAuthoring.form.timeLimitHint')}
              min={1}
              max={1440}
              allowDecimal={false}
              {...form.getInputProps('time_limit_minutes')}
              value={form.values.time_limit_minutes ?? ''}
              onChange={(value) => form.setFieldValue('time_limit_minutes', optionalNumber(value))}
            />
            <NumberInput
              label={t('quizAuthoring.form.maxAttempts')}
              description={t('quizAuthoring.form.maxAttemptsHint')}
              min={1}
              max={QUIZ_MAX_ATTEMPTS}
              allowDecimal={false}
              {...form.getInputProps('max_attempts')}
              value={form.values.max_attempts ?? ''}
              onChange={(value) => form.setFieldValue('max_attempts', optionalNumber(value))}
            />
            <Select
              label={t('quizAuthoring.form.gradingMethod')}
              allowDeselect={false}
              data={QUIZ_GRADING_METHODS.map((value) => ({ value, label: t(`quizAuthoring.gradingMethods.${value}`) }))}
              {...form.getInputProps('grading_method')}
            />
            {idSelect(
              'lesson_id',
              t('quizAuthoring.form.lesson'),
              t('quizAuthoring.form.noLesson'),
              lessons.map((lesson) => ({ value: String(lesson.id), label: lesson.title })),
            )}
            {idSelect(
              'grade_category_id',
              t('quizAuthoring.form.gradeCategory'),
              t('quizAuthoring.form.noGradeCategory'),
              gradeCategories.map((category) => ({ value: String(category.id), label: category.name })),
            )}
          </SimpleGrid>
          <Checkbox
            label={t('quizAuthoring.form.shuffleQuestions')}
            {...form.getInputProps('shuffle_questions', { type: 'checkbox' })}
          />
          <Checkbox
            label={t('quizAuthoring.form.shuffleOptions')}
            {...form.getInputProps('shuffle_options', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {timingSelect('review_answers')}
            {timingSelect('review_marks')}
            {timingSelect('review_feedback')}
          </SimpleGrid>
          <FormFooter
            error={problem}
            submitLabel={t('quizAuthoring.form.save')}
            loading={saving.isPending}
            icon={<IconDeviceFloppy size={16} />}
          />
        </Stack>
      </form>
    </AppDatesProvider>
  );
}
