import { Alert, Button, Checkbox, Loader, NumberInput, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { gradeBodySchema, rubricPoints, type Assignment, type Grade, type GradeResponse } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { gradeQueryOptions, useSetGrade } from '../api/assignments';
import { FeedbackFile } from './feedback-file';

type GradedAssignment = Pick<Assignment, 'id' | 'rubric' | 'max_points' | 'grades_released_at'>;

/**
 * The teacher's grade of one student: rubric levels (their sum is the default points), points,
 * comment, returned for revision. Once the assignment's grades are released, a grade given is
 * shown to the student at once (the form says so), and a reason is asked only when a grade the
 * student can already see changes (docs/decisions/037). Each field says what is wrong with it
 * (gradeBodySchema, the server's check of the same body), the server's refusals too.
 */
export function GradeForm({
  assignment,
  studentId,
  name,
}: {
  assignment: GradedAssignment;
  studentId: number;
  name: string;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(gradeQueryOptions(assignment.id, studentId));
  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>;
  return (
    <Stack gap="md">
      <GradeFields
        key={data.grade?.graded_at ?? 'new'}
        assignment={assignment}
        studentId={studentId}
        name={name}
        current={data}
      />
      {data.grade && <FeedbackFile assignmentId={assignment.id} studentId={studentId} feedback={data.grade.feedback} />}
    </Stack>
  );
}

function GradeFields({
  assignment,
  studentId,
  name,
  current,
}: {
  assignment: GradedAssignment;
  studentId: number;
  name: string;
  current: GradeResponse;
}) {
  const { t } = useTranslation();
  const rubric = assignment.rubric ?? [];
  const grade = current.grade;
  // Checked by the schema the server checks the body with; the reason's own rule is below.
  const form = useSchemaForm(gradeBodySchema, {
    levels: grade?.levels.length ? grade.levels : rubric.map((): number | null => null),
    points: grade?.points ?? (null as number | null),
    comment: grade?.comment ?? '',
    returned: grade?.returned ?? false,
    reason: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetGrade(assignment.id, studentId);
  const released = current.released_at !== null;
  // After the release every grade given is visible to the student: changing one needs a reason.
  const asksReason = released && grade !== null;
  const levels = form.values.levels;

  const chooseLevel = (criterion: number, level: number) => {
    const next = levels.map((value, i) => (i === criterion ? level : value));
    form.setFieldValue('levels', next);
    // The chosen levels' sum is the default; the teacher may adjust it afterwards.
    form.setFieldValue('points', rubricPoints(rubric, next) ?? 0);
  };
  const submit = form.onSubmit((values) => {
    const body = {
      points: values.points,
      levels: values.levels.some((value) => value !== null) ? values.levels : [],
      comment: values.comment,
      returned: values.returned,
      reason: asksReason ? values.reason.trim() || null : null,
    };
    if (asksReason && !body.reason && changes(grade, body)) {
      form.setFieldError('reason', t('assignments.grading.reasonRequired'));
      return;
    }
    setProblem(null);
    // Not mutate's own callbacks: a graded student may leave the filtered queue (and this form) before they would run.
    save.mutateAsync(body).then(
      () => notifications.show({ color: 'green', message: t('assignments.grading.saved', { name }) }),
      (error: unknown) =>
        setProblem(placeServerError(form, error, t, { fallback: t('assignments.grading.saveFailed') })),
    );
  });

  return (
    <form onSubmit={submit} aria-label={t('assignments.grading.formLabel', { name })}>
      <Stack gap="sm">
        {rubric.map((criterion, i) => (
          <Radio.Group
            key={i}
            label={criterion.title}
            value={levels[i] === null || levels[i] === undefined ? null : String(levels[i])}
            onChange={(value) => chooseLevel(i, Number(value))}
            error={form.errors[`levels.${i}`]}
          >
            <Stack gap={4} mt={4}>
              {criterion.levels.map((level, j) => (
                <Radio key={j} value={String(j)} label={`${level.label} (${level.points})`} />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        {form.errors.levels && (
          <Text size="sm" c="red">
            {form.errors.levels}
          </Text>
        )}
        <NumberInput
          label={t('assignments.grading.points', { max: assignment.max_points })}
          {...form.getInputProps('points')}
          value={form.values.points ?? ''}
          onChange={(value) => form.setFieldValue('points', value === '' ? null : Number(value))}
          min={0}
          max={assignment.max_points}
          decimalScale={2}
          decimalSeparator=","
          allowNegative={false}
          w={200}
        />
        <Textarea label={t('assignments.grading.comment')} {...form.getInputProps('comment')} autosize minRows={3} />
        <Checkbox label={t('assignments.grading.returned')} {...form.getInputProps('returned', { type: 'checkbox' })} />
        {released && !grade && <Text size="sm">{t('assignments.grading.releasedAtOnce')}</Text>}
        {asksReason && (
          <TextInput
            withAsterisk
            label={t('assignments.grading.reason')}
            description={t('assignments.grading.reasonHint')}
            {...form.getInputProps('reason')}
          />
        )}
        {problem && <Alert color="red">{problem}</Alert>}
        <Button type="submit" loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('assignments.grading.save')}
        </Button>
        {grade?.graded_by && (
          <Text size="xs" c="dimmed">
            {t('assignments.grading.gradedBy', { name: grade.graded_by.name, date: formatDateTime(grade.graded_at) })}
          </Text>
        )}
        {current.audit.length > 0 && (
          <Stack gap={2}>
            <Text size="sm" fw={500}>
              {t('assignments.grading.audit')}
            </Text>
            {current.audit.map((entry) => (
              <Text key={entry.id} size="xs">
                {t('assignments.grading.auditEntry', {
                  date: formatDateTime(entry.changed_at),
                  name: entry.changed_by?.name ?? '—',
                  old: entry.old?.points ?? '—',
                  new: entry.new.points,
                  reason: entry.reason,
                })}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </form>
  );
}

/** Whether saving `next` changes the grade `current` (the points left empty: the chosen levels' sum, which the server works out). */
function changes(
  current: Grade,
  next: { points: number | null; levels: (number | null)[]; comment: string; returned: boolean },
): boolean {
  const levels = next.levels.length ? next.levels : [];
  const sameLevels = levels.length === current.levels.length && levels.every((level, i) => level === current.levels[i]);
  return (
    (next.points !== null && next.points !== current.points) ||
    !sameLevels ||
    next.comment !== current.comment ||
    next.returned !== current.returned
  );
}
