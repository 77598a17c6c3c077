import { ActionIcon, Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { GRADE_CATEGORIES_MAX, GRADE_CATEGORY_NAME_MAX, type GradeCategory } from '@netclass/shared';
import { IconArrowDown, IconArrowUp, IconDeviceFloppy, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
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
 * shown (at most 100; items without a category weigh what is left). Saved as one list.
 */
export function CategoriesEditor({ courseId, categories }: { courseId: number; categories: GradeCategory[] }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(categories));
  const save = useSaveGradeCategories(courseId);
  const [problem, setProblem] = useState<string | null>(null);
  const sum = rows.reduce((total, row) => total + (Number(row.weight) || 0), 0);
  const change = (key: string, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((all) => {
      const next = [...all];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    save.mutate(
      { categories: rows.map((row) => ({ id: row.id, name: row.name, weight: Number(row.weight) })) },
      {
        onSuccess: (saved) => {
          setRows(rowsOf(saved));
          notifications.show({ color: 'teal', message: t('gradebook.categories.saved') });
        },
        onError: (error) => setProblem(errorMessage(error, t, t('gradebook.categories.saveFailed'))),
      },
    );
  };

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
                value={row.name}
                maxLength={GRADE_CATEGORY_NAME_MAX}
                onChange={(event) => change(row.key, { name: event.currentTarget.value })}
                style={{ flex: '1 1 180px' }}
              />
              <NumberInput
                label={t('gradebook.categories.weight', { n: index + 1 })}
                value={row.weight}
                onChange={(weight) => change(row.key, { weight })}
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
                  onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  aria-label={t('gradebook.categories.remove', { name: row.name || index + 1 })}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group gap="sm">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= GRADE_CATEGORIES_MAX}
              onClick={() => setRows((all) => [...all, { id: null, key: `new-${nextKey++}`, name: '', weight: 0 }])}
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
