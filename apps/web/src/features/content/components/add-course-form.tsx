import { Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { DatesProvider, DateTimePicker } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { DEFAULT_COURSE_DESCRIPTION, type Role } from '@netclass/shared';
import { IconCalendar, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import 'dayjs/locale/vi';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { addMonthsToWallClock, vietnamWallClock, wallClockToApi } from '../../../lib/format-date';
import { teachersQueryOptions, useCreateCourse } from '../api/content';
import { checkCourseForm, type CourseFormValues } from './form-rules';
import { FormFooter } from '../../../components/form-footer';

export interface Viewer {
  id: number;
  role: Role;
}

/** Defaults of SPEC §5: description 'Mô tả học phần', start now, end one month later (Vietnam time). */
export function initialCourseValues(viewer?: Viewer, now = new Date()): CourseFormValues {
  const start = vietnamWallClock(now);
  // A teacher can only name themselves: already chosen.
  const teacherId = viewer?.role === 'teacher' ? String(viewer.id) : null;
  return { id: '', name: '', description: DEFAULT_COURSE_DESCRIPTION, teacherId, start, end: addMonthsToWallClock(start, 1) };
}

/**
 * Add a course to a term (SPEC §2 Category management, §5 Add course): entered id, name,
 * description, teacher (the teachers among all users; a teacher only themselves), start and
 * end date-times.
 */
export function AddCourseForm({ categoryId, viewer, onCreated }: { categoryId: number; viewer: Viewer; onCreated?: () => void }) {
  const { t, i18n } = useTranslation();
  const createCourse = useCreateCourse();
  const teachers = useQuery(teachersQueryOptions);
  const [values, setValues] = useState<CourseFormValues>(() => initialCourseValues(viewer));
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const choices = (teachers.data ?? [])
    .filter((teacher) => viewer.role !== 'teacher' || teacher.id === viewer.id)
    .map((teacher) => ({ value: String(teacher.id), label: `${teacher.name} (${teacher.id})` }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkCourseForm(values);
    if (found) return setProblem(t(`courseForm.problems.${found}`));
    setProblem(null);
    createCourse.mutate(
      {
        id: Number(values.id.trim()),
        name: values.name.trim(),
        description: values.description.trim() || DEFAULT_COURSE_DESCRIPTION,
        teacher_id: Number(values.teacherId),
        category_id: categoryId,
        start_date: wallClockToApi(values.start),
        end_date: wallClockToApi(values.end),
      },
      {
        onSuccess: (course) => {
          notifications.show({ color: 'teal', message: t('courseForm.created', { name: course.name }) });
          setValues(initialCourseValues(viewer));
          onCreated?.();
        },
        onError: (error) => setProblem(errorMessage(error, t, t('courseForm.createFailed'))),
      },
    );
  };

  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'vi', firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate aria-label={t('courseForm.title')}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('courseForm.id')}
              placeholder={t('courseForm.idHint')}
              inputMode="numeric"
              value={values.id}
              onChange={(event) => set('id', event.currentTarget.value)}
              withAsterisk
            />
            <TextInput label={t('courseForm.name')} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} withAsterisk />
          </SimpleGrid>
          <Textarea
            label={t('courseForm.description')}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            autosize
            minRows={2}
          />
          <Select
            label={t('courseForm.teacher')}
            placeholder={teachers.isPending ? t('courseForm.teachersLoading') : t('courseForm.teacherPlaceholder')}
            data={choices}
            value={values.teacherId}
            onChange={(value) => set('teacherId', value)}
            nothingFoundMessage={t('courseForm.noTeachers')}
            error={teachers.error ? errorMessage(teachers.error, t, t('courseForm.teachersLoadFailed')) : undefined}
            searchable
            withAsterisk
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <DateTimePicker
              label={t('courseForm.start')}
              description={t('courseForm.timeZoneHint')}
              valueFormat="DD/MM/YYYY HH:mm"
              value={values.start}
              onChange={(value) => set('start', value)}
              leftSection={<IconCalendar size={16} />}
              withAsterisk
            />
            <DateTimePicker
              label={t('courseForm.end')}
              description={t('courseForm.timeZoneHint')}
              valueFormat="DD/MM/YYYY HH:mm"
              value={values.end}
              onChange={(value) => set('end', value)}
              leftSection={<IconCalendar size={16} />}
              withAsterisk
            />
          </SimpleGrid>
          <FormFooter error={problem} submitLabel={t('courseForm.submit')} loading={createCourse.isPending} icon={<IconPlus size={16} />} />
        </Stack>
      </form>
    </DatesProvider>
  );
}
