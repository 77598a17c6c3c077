import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DEFAULT_COURSE_DESCRIPTION, courseFormSchema, type Role } from '@netclass/shared';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitsInput } from '../../../components/digits-input';
import { errorMessage } from '../../../lib/error-message';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { addMonthsToWallClock, vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { permissionsOf } from '../../../lib/permissions';
import { teachersQueryOptions, useCreateCourse } from '../api/content';
import { FormFooter } from '../../../components/form-footer';
import { AppDatesProvider } from '../../../components/app-dates-provider';
import { CourseDateFields } from './course-date-fields';

export interface Viewer {
  id: number;
  role: Role;
}

export type CourseFormValues = {
  id: number | string;
  name: string;
  description: string;
  teacher_id: string | null;
  /** Vietnam wall-clock `YYYY-MM-DD HH:mm:ss`, as the pickers give it. */
  start_date: string | null;
  end_date: string | null;
};

/** Defaults of docs/product/messages.md#validation: description 'Mô tả học phần', start now, end one month later (Vietnam time). */
export function initialCourseValues(viewer?: Viewer, now = new Date()): CourseFormValues {
  const start = vietnamWallClock(now);
  // A teacher can only name themselves: already chosen.
  const teacherId = viewer && permissionsOf(viewer.role).namesOnlyThemselvesAsTeacher ? String(viewer.id) : null;
  return {
    id: '',
    name: '',
    description: DEFAULT_COURSE_DESCRIPTION,
    teacher_id: teacherId,
    start_date: start,
    end_date: addMonthsToWallClock(start, 1),
  };
}

/**
 * Add a course to a term (docs/product/screens-and-roles.md#category-management, docs/product/messages.md#add-course): entered id, name,
 * description, teacher (the teachers among all users; a teacher only themselves), start and
 * end date-times. Each field says what is wrong with it (courseFormSchema), the server's too.
 */
export function AddCourseForm({
  categoryId,
  viewer,
  onCreated,
}: {
  categoryId: number;
  viewer: Viewer;
  onCreated?: () => void;
}) {
  const { t } = useTranslation();
  const createCourse = useCreateCourse();
  const teachers = useQuery(teachersQueryOptions);
  const form = useSchemaForm(courseFormSchema, initialCourseValues(viewer));
  const [problem, setProblem] = useState<string | null>(null);

  const choices = (teachers.data ?? [])
    .filter((teacher) => !permissionsOf(viewer.role).namesOnlyThemselvesAsTeacher || teacher.id === viewer.id)
    .map((teacher) => ({ value: String(teacher.id), label: `${teacher.name} (${teacher.id})` }));

  const submit = form.onSubmit((values) => {
    setProblem(null);
    createCourse.mutate(
      {
        id: Number(values.id),
        name: values.name.trim(),
        description: values.description.trim() || DEFAULT_COURSE_DESCRIPTION,
        teacher_id: Number(values.teacher_id),
        category_id: categoryId,
        start_date: wallClockToApi(values.start_date),
        end_date: wallClockToApi(values.end_date),
      },
      {
        onSuccess: (course) => {
          notifications.show({ color: 'teal', message: t('courseForm.created', { name: course.name }) });
          form.setValues(initialCourseValues(viewer));
          form.resetDirty();
          onCreated?.();
        },
        onError: (error) =>
          setProblem(
            placeServerError(form, error, t, {
              fallback: t('courseForm.createFailed'),
              codeFields: { COURSE_ID_TAKEN: 'id' },
            }),
          ),
      },
    );
  });

  return (
    <AppDatesProvider>
      <form onSubmit={submit} noValidate aria-label={t('courseForm.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DigitsInput
              label={t('courseForm.id')}
              placeholder={t('courseForm.idHint')}
              withAsterisk
              {...form.getInputProps('id')}
            />
            <TextInput label={t('courseForm.name')} withAsterisk {...form.getInputProps('name')} />
          </SimpleGrid>
          <Textarea label={t('courseForm.description')} {...form.getInputProps('description')} autosize minRows={2} />
          <Select
            label={t('courseForm.teacher')}
            placeholder={teachers.isPending ? t('courseForm.teachersLoading') : t('courseForm.teacherPlaceholder')}
            data={choices}
            {...form.getInputProps('teacher_id')}
            nothingFoundMessage={t('courseForm.noTeachers')}
            error={
              teachers.error
                ? errorMessage(teachers.error, t, t('courseForm.teachersLoadFailed'))
                : form.errors.teacher_id
            }
            searchable
            withAsterisk
          />
          <CourseDateFields form={form} />
          <FormFooter
            error={problem}
            submitLabel={t('courseForm.submit')}
            loading={createCourse.isPending}
            icon={<IconPlus size={16} />}
          />
        </Stack>
      </form>
    </AppDatesProvider>
  );
}
