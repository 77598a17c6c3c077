import { Button, Group, List, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { gradeOverrideBodySchema, type GradebookCell, type GradebookStudent, type GradedItem } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { formatDateTime } from '../../../lib/format-date';
import { gradeOverrideQueryOptions, useGradeOverride } from '../api/gradebook';
import { formatPoints } from '../../../lib/format-points';

/**
 * One cell's override: the grade and state, points in place of the grade with a reason
 * (required), removal (with its reason too), and the cell's audit (who, when, old, new, why).
 * Each field says what is wrong with it (gradeOverrideBodySchema), the server's too.
 */
export function OverrideDialog({
  student,
  item,
  cell,
  onClose,
}: {
  student: GradebookStudent;
  item: GradedItem;
  cell: GradebookCell;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(gradeOverrideQueryOptions(item.kind, item.id, student.student_id));
  const { set, remove } = useGradeOverride(item.kind, item.id, student.student_id);
  const form = useSchemaForm(gradeOverrideBodySchema, {
    points: (cell.override?.points ?? cell.grade ?? '') as number | string,
    reason: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const pending = set.isPending || remove.isPending;
  const done = {
    onSuccess: onClose,
    onError: (error: unknown) =>
      setProblem(placeServerError(form, error, t, { fallback: t('gradebook.override.failed') })),
  };

  const save = form.onSubmit(({ points, reason }) => {
    setProblem(null);
    set.mutate({ points: Number(points), reason: reason.trim() }, done);
  });
  // Removing asks for the reason only (the same reason rule as saving).
  const removeOverride = () => {
    setProblem(null);
    form.clearFieldError('points');
    const reason = form.getValues().reason.trim();
    if (!reason) return form.setFieldError('reason', t('gradebook.override.reasonRequired'));
    if (form.validateField('reason').hasError) return;
    remove.mutate(reason, done);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('gradebook.override.title', { name: student.name, item: item.title })}
      size="lg"
    >
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            {t('gradebook.override.current', {
              status: t(`gradebook.status.${cell.status}`),
              grade: cell.grade === null ? '—' : formatPoints(cell.grade),
              max: formatPoints(item.max_points),
            })}
          </Text>
          {cell.override && (
            <Text size="sm" c="grape">
              {t('gradebook.override.existing', {
                points: formatPoints(cell.override.points),
                reason: cell.override.reason,
              })}
            </Text>
          )}
          <NumberInput
            label={t('gradebook.override.points', { max: formatPoints(item.max_points) })}
            {...form.getInputProps('points')}
            min={0}
            max={item.max_points}
            decimalScale={2}
            decimalSeparator=","
            withAsterisk
            data-autofocus
          />
          <TextInput
            label={t('gradebook.override.reason')}
            description={t('gradebook.override.reasonHint')}
            {...form.getInputProps('reason')}
            maxLength={500}
            withAsterisk
          />
          {problem && (
            <Text size="sm" c="red" role="alert">
              {problem}
            </Text>
          )}
          <Group justify="space-between" wrap="wrap">
            {cell.override ? (
              <Button
                variant="light"
                color="red"
                onClick={removeOverride}
                loading={remove.isPending}
                disabled={pending}
              >
                {t('gradebook.override.remove')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={set.isPending} disabled={pending}>
                {t('gradebook.override.save')}
              </Button>
            </Group>
          </Group>
          {data && data.audit.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t('gradebook.override.history')}
              </Text>
              <List size="sm" spacing={2}>
                {data.audit.map((entry) => (
                  <List.Item key={entry.id}>
                    {t('gradebook.override.entry', {
                      when: formatDateTime(entry.changed_at),
                      who: entry.changed_by?.name ?? '—',
                      old: entry.old === null ? '—' : formatPoints(entry.old),
                      new: entry.new === null ? t('gradebook.override.removed') : formatPoints(entry.new),
                      reason: entry.reason,
                    })}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
