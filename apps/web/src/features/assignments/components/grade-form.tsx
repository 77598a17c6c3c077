import { Alert, Button, Checkbox, Loader, NumberInput, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { rubricPoints, type Assignment, type Grade, type GradeResponse } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { gradeQueryOptions, useSetGrade } from '../api/assignments';
import { FeedbackFile } from './feedback-file';

type GradedAssignment = Pick<Assignment, 'id' | 'rubric' | 'max_points' | 'grades_released_at'>;

/**
 * The teacher's grade of one student: rubric levels (their sum is the default points), points,
 * comment, returned for revision. Once the assignment's grades are released, a grade given is
 * shown to the student at once (the form says so), and a reason is asked only when a grade the
 * student can already see changes (docs/decisions/037).
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
  const [levels, setLevels] = useState<(number | null)[]>(grade?.levels.length ? grade.levels : rubric.map(() => null));
  const [points, setPoints] = useState<number | string>(grade?.points ?? '');
  const [comment, setComment] = useState(grade?.comment ?? '');
  const [returned, setReturned] = useState(grade?.returned ?? false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const save = useSetGrade(assignment.id, studentId);
  const released = current.released_at !== null;
  // After the release every grade given is visible to the student: changing one needs a reason.
  const asksReason = released && grade !== null;

  const chooseLevel = (criterion: number, level: number) => {
    const next = levels.map((value, i) => (i === criterion ? level : value));
    setLevels(next);
    // The chosen levels' sum is the default; the teacher may adjust it afterwards.
    setPoints(rubricPoints(rubric, next) ?? 0);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      points: points === '' ? null : Number(points),
      levels: levels.some((value) => value !== null) ? levels : [],
      comment,
      returned,
      reason: asksReason ? reason.trim() || null : null,
    };
    if (asksReason && !body.reason && changes(grade, body)) {
      setReasonError(t('assignments.grading.reasonRequired'));
      return;
    }
    // Not mutate's own callbacks: a graded student may leave the filtered queue (and this form) before they would run.
    save.mutateAsync(body).then(
      () => notifications.show({ color: 'green', message: t('assignments.grading.saved', { name }) }),
      () => undefined, // shown from save.error
    );
  };

  return (
    <Stack component="form" gap="sm" onSubmit={submit} aria-label={t('assignments.grading.formLabel', { name })}>
      {rubric.map((criterion, i) => (
        <Radio.Group
          key={i}
          label={criterion.title}
          value={levels[i] === null || levels[i] === undefined ? null : String(levels[i])}
          onChange={(value) => chooseLevel(i, Number(value))}
        >
          <Stack gap={4} mt={4}>
            {criterion.levels.map((level, j) => (
              <Radio key={j} value={String(j)} label={`${level.label} (${level.points})`} />
            ))}
          </Stack>
        </Radio.Group>
      ))}
      <NumberInput
        label={t('assignments.grading.points', { max: assignment.max_points })}
        value={points}
        onChange={setPoints}
        min={0}
        max={assignment.max_points}
        decimalScale={2}
        decimalSeparator=","
        allowNegative={false}
        w={200}
      />
      <Textarea
        label={t('assignments.grading.comment')}
        value={comment}
        onChange={(event) => setComment(event.currentTarget.value)}
        autosize
        minRows={3}
      />
      <Checkbox
        label={t('assignments.grading.returned')}
        checked={returned}
        onChange={(event) => setReturned(event.currentTarget.checked)}
      />
      {released && !grade && <Text size="sm">{t('assignments.grading.releasedAtOnce')}</Text>}
      {asksReason && (
        <TextInput
          withAsterisk
          label={t('assignments.grading.reason')}
          description={t('assignments.grading.reasonHint')}
          value={reason}
          error={reasonError}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            if (event.currentTarget.value.trim()) setReasonError(null);
          }}
        />
      )}
      {save.error && <Alert color="red">{errorMessage(save.error, t, t('assignments.grading.saveFailed'))}</Alert>}
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
