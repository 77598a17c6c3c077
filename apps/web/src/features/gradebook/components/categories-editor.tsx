import { ActionIcon, Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  GRADE_CATEGORIES_MAX,
  GRADE_CATEGORY_NAME_MAX,
  gradeCategoriesBodySchema,
  type GradeCategory,
} from '@netclass/shared';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSaveGradeCategories } from '../api/gradebook';
import { formatPoints } from '../../../lib/format-points';

interface Row {
  /** A saved category's id; null: new. */
  id: number | null;
  key: string;
  name: string;
  weight: number | string;
}

const rowsOf = (categories: GradeCategory[]): Row[] =>
  categories.map((c) => ({ id: c.id, key: String(c.id), name: c.name, weight: c.weight }));
let nextKey = 0;

/**
 * A course's grade categories: name, weight in percent, order (up and down buttons), the sum
 * shown (at most 100; items without a category weigh what is left). Saved as one list. Each
 * field says what is wrong with it, the list's own rules (sum, duplicates) above the buttons
 * (gradeCategoriesBodySchema).
 */
export function CategoriesEditor({ courseId, categories }: { courseId: number; categories: GradeCategory[] }) {
  const { t } = useTranslation();
  const form = useSchemaForm(gradeCategoriesBodySchema, { categories: rowsOf(categories) });
  const rows = form.getValues().categories;
  const save = useSaveGradeCategories(courseId);
  const [problem, setProblem] = useState<string | null>(null);
  const sum = rows.reduce((total, row) => total + (Number(row.weight) || 0), 0);
  const move = (index: number, by: -1 | 1) => form.reorderListItem('categories', { from: index, to: index + by });
  // The list's own rules (the weights' sum, a name twice) answer on the list, not on a field.
  const listProblem = problem ?? (form.errors.categories as string | undefined) ?? null;

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(
      { categories: values.categories.map((row) => ({ id: row.id, name: row.name, weight: Number(row.weight) })) },
      {
        onSuccess: (saved) => {
          form.setValues({ categories: rowsOf(saved) });
          notifications.show({ color: 'teal', message: t('gradebook.categories.saved') });
        },
        onError: (error) =>
          setProblem(placeServerError(form, error, t, { fallback: t('gradebook.categories.saveFailed') })),
      },
    );
  });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="grade-categories-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h4" id="grade-categories-title">
              {t('gradebook.categories.title')}
            </Title>
            <Text size="sm" c={sum > 100 ? 'red' : 'dimmed'} aria-live="polite" data-testid="category-sum">
              {t('gradebook.categories.sum', { sum: formatPoints(sum) })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('gradebook.categories.hint')}
          </Text>
          {rows.map((row, index) => (
            <Group key={row.key} gap="xs" align="flex-end" wrap="wrap">
              <TextInput
                label={t('gradebook.categories.name', { n: index + 1 })}
                maxLength={GRADE_CATEGORY_NAME_MAX}
                {...form.getInputProps(`categories.${index}.name`)}
                style={{ flex: '1 1 180px' }}
              />
              <NumberInput
                label={t('gradebook.categories.weight', { n: index + 1 })}
                {...form.getInputProps(`categories.${index}.weight`)}
                min={0}
                max={100}
                decimalScale={2}
                decimalSeparator=","
                suffix=" %"
                w={120}
              />
              <Group gap={4}>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={t('gradebook.categories.up', { name: row.name || index + 1 })}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="default"
                  size="lg"
                  onClick={() => move(index, 1)}
                  disabled={index === rows.length - 1}
                  aria-label={t('gradebook.categories.down', { name: row.name || index + 1 })}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="light"
                  color="red"
                  size="lg"
                  onClick={() => form.removeListItem('categories', index)}
                  aria-label={t('gradebook.categories.remove', { name: row.name || index + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          {listProblem && (
            <Alert color="red" role="alert">
              {listProblem}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= GRADE_CATEGORIES_MAX}
              onClick={() =>
                form.insertListItem('categories', { id: null, key: `new-${nextKey++}`, name: '', weight: 0 })
              }
            >
              {t('gradebook.categories.add')}
            </Button>
            <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={save.isPending}>
              {t('gradebook.categories.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
