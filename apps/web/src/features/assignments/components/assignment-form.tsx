import { Alert, Checkbox, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  HAND_IN_EXTENSIONS,
  HAND_IN_MAX_FILE_MB,
  assignmentFormSchema,
  type Assignment,
  type HandInExtension,
  type Rubric,
} from '@netclass/shared';
import { IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDatesProvider } from '../../../components/app-dates-provider';
import { DateTimeField } from '../../../components/date-time-field';
import { FormFooter } from '../../../components/form-footer';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { useCreateAssignment, useUpdateAssignment } from '../api/assignments';
import { RubricEditor } from './rubric-editor';

/** What the instructions' editor gets: the form's value, change and error, and its label. */
export interface InstructionsEditorProps {
  courseId: number;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: ReactNode;
  label: string;
  description: string;
}

interface Props {
  courseId: number;
  /** Absent: a new assignment (a draft). */
  assignment?: Assignment;
  /** The course's lessons, one of which the assignment may belong to (given by the app layer). */
  lessons: { id: number; title: string }[];
  /** The course's grade categories (its gradebook), one of which the assignment may belong to (given by the app layer). */
  gradeCategories: { id: number; name: string }[];
  /** The lesson editor (Markdown with the server's preview), given by the app layer. */
  instructionsEditor: (props: InstructionsEditorProps) => ReactNode;
  onSaved: (assignment: Assignment) => void;
}

interface Values extends Record<string, unknown> {
  title: string;
  instructions: string;
  lesson_id: number | null;
  grade_category_id: number | null;
  allowed_types: HandInExtension[];
  max_file_mb: number | string;
  max_points: number | string;
  due_at: string | null;
  accepts_until: string | null;
  rubric: Rubric;
}

/** A new assignment is due a week from now, at the end of that day (Vietnam time). */
const defaultDue = () => `${vietnamWallClock(Date.now() + 7 * 86_400_000).slice(0, 10)} 23:59:00`;

const valuesOf = (assignment?: Assignment): Values => ({
  title: assignment?.title ?? '',
  instructions: assignment?.instructions ?? '',
  lesson_id: assignment?.lesson_id ?? null,
  grade_category_id: assignment?.grade_category_id ?? null,
  allowed_types: assignment?.allowed_types ?? ['pkt', 'pdf'],
  max_file_mb: assignment?.max_file_mb ?? 20,
  max_points: assignment?.max_points ?? 10,
  due_at: assignment ? vietnamWallClock(assignment.due_at) : defaultDue(),
  accepts_until: assignment?.accepts_until ? vietnamWallClock(assignment.accepts_until) : null,
  rubric: assignment?.rubric ?? [],
});

/** Create or edit an assignment: Mantine form checked by the shared schema, dates in Vietnam time, the rubric editor. */
export function AssignmentForm({ courseId, assignment, lessons, gradeCategories, instructionsEditor, onSaved }: Props) {
  const { t } = useTranslation();
  const create = useCreateAssignment(courseId);
  const update = useUpdateAssignment(assignment?.id ?? 0);
  const saving = assignment ? update : create;
  const form = useSchemaForm(assignmentFormSchema, valuesOf(assignment));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((values) => {
    setProblem(null);
    const body = {
      ...values,
      max_file_mb: Number(values.max_file_mb),
      max_points: Number(values.max_points),
      due_at: wallClockToApi(values.due_at),
      accepts_until: values.accepts_until ? wallClockToApi(values.accepts_until) : null,
      rubric: values.rubric.length
        ? values.rubric.map((c) => ({ ...c, levels: c.levels.map((l) => ({ ...l, points: Number(l.points) })) }))
        : null,
    };
    saving.mutate(body, {
      onSuccess: (saved) => {
        notifications.show({ color: 'teal', message: t('assignments.form.saved', { name: saved.title }) });
        onSaved(saved);
      },
      onError: (error) => setProblem(placeServerError(form, error, t, { fallback: t('assignments.form.saveFailed') })),
    });
  });

  const picker = (path: 'due_at' | 'accepts_until', label: string, description: string) => (
    <DateTimeField
      label={label}
      description={description}
      clearable={path === 'accepts_until'}
      withAsterisk={path === 'due_at'}
      leftSection={<IconCalendar size={16} />}
      {...form.getInputProps(path)}
    />
  );

  return (
    <AppDatesProvider>
      <form
        onSubmit={submit}
        noValidate
        aria-label={t(assignment ? 'assignments.form.editTitle' : 'assignments.form.createTitle')}
      >
        <Stack gap="md">
          <TextInput label={t('assignments.form.name')} withAsterisk data-autofocus {...form.getInputProps('title')} />
          {instructionsEditor({
            courseId,
            ...form.getInputProps('instructions'),
            value: form.values.instructions,
            label: t('assignments.form.instructions'),
            description: t('assignments.form.instructionsHint'),
          } as InstructionsEditorProps)}
          <Select
            label={t('assignments.form.lesson')}
            placeholder={t('assignments.form.noLesson')}
            clearable
            data={lessons.map((lesson) => ({ value: String(lesson.id), label: lesson.title }))}
            {...form.getInputProps('lesson_id')}
            value={form.values.lesson_id === null ? null : String(form.values.lesson_id)}
            onChange={(value) => form.setFieldValue('lesson_id', value === null ? null : Number(value))}
          />
          <Select
            label={t('assignments.form.gradeCategory')}
            description={t('assignments.form.gradeCategoryHint')}
            placeholder={t('assignments.form.noGradeCategory')}
            clearable
            data={gradeCategories.map((category) => ({ value: String(category.id), label: category.name }))}
            {...form.getInputProps('grade_category_id')}
            value={form.values.grade_category_id === null ? null : String(form.values.grade_category_id)}
            onChange={(value) => form.setFieldValue('grade_category_id', value === null ? null : Number(value))}
          />
          <Checkbox.Group label={t('assignments.form.types')} withAsterisk {...form.getInputProps('allowed_types')}>
            <Group gap="sm" mt={6}>
              {HAND_IN_EXTENSIONS.map((ext) => (
                <Checkbox key={ext} value={ext} label={`.${ext}`} />
              ))}
            </Group>
          </Checkbox.Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t('assignments.form.maxFileMb')}
              min={1}
              max={HAND_IN_MAX_FILE_MB}
              allowDecimal={false}
              withAsterisk
              {...form.getInputProps('max_file_mb')}
            />
            <NumberInput
              label={t('assignments.form.maxPoints')}
              min={0}
              max={1000}
              decimalScale={2}
              withAsterisk
              {...form.getInputProps('max_points')}
            />
            {picker('due_at', t('assignments.form.due'), t('courseForm.timeZoneHint'))}
            {picker('accepts_until', t('assignments.form.acceptsUntil'), t('assignments.form.acceptsUntilHint'))}
          </SimpleGrid>
          {/* A due date already gone is allowed (an assignment set after the fact), but said plainly. */}
          {form.values.due_at && form.values.due_at <= vietnamWallClock() && (
            <Alert color="yellow" variant="light" role="status">
              {t('assignments.form.duePast')}
            </Alert>
          )}
          <RubricEditor form={form} />
          <FormFooter
            error={problem}
            submitLabel={t('assignments.form.save')}
            loading={saving.isPending}
            icon={<IconDeviceFloppy size={16} />}
          />
        </Stack>
      </form>
    </AppDatesProvider>
  );
}
