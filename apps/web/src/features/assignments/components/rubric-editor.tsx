import { ActionIcon, Button, Card, Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { rubricTotal, type Rubric } from '@netclass/shared';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The part of a Mantine form the editor works on: the `rubric` list and its fields' inputs. */
interface RubricForm {
  getValues(): { rubric: Rubric | null };
  getInputProps(path: string): object;
  insertListItem(path: string, item: unknown): void;
  removeListItem(path: string, index: number): void;
  errors: Record<string, unknown>;
}

const newLevel = () => ({ label: '', points: 0 });

/** Criteria, each with levels (label and points), added and removed by button; every field named for screen readers. */
export function RubricEditor({ form }: { form: RubricForm }) {
  const { t } = useTranslation();
  const rubric = form.getValues().rubric ?? [];
  const total = rubricTotal(rubric);
  return (
    <Fieldset legend={t('assignments.rubricEditor.title')} variant="unstyled">
      <Stack gap="sm">
        {rubric.map((criterion, i) => {
          const n = i + 1;
          return (
            <Card key={i} withBorder padding="sm">
              <Stack gap="xs">
                <Group align="flex-end" wrap="nowrap">
                  <TextInput
                    style={{ flex: 1 }}
                    label={t('assignments.rubricEditor.criterionTitle', { n })}
                    {...form.getInputProps(`rubric.${i}.title`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('assignments.rubricEditor.removeCriterion', { n })}
                    onClick={() => form.removeListItem('rubric', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
                {criterion.levels.map((_level, j) => {
                  const level = j + 1;
                  return (
                    <Group key={j} align="flex-end" wrap="nowrap" gap="xs" pl="md">
                      <TextInput
                        style={{ flex: 1 }}
                        label={t('assignments.rubricEditor.levelLabel', { level, n })}
                        {...form.getInputProps(`rubric.${i}.levels.${j}.label`)}
                      />
                      <NumberInput
                        w={110}
                        min={0}
                        max={1000}
                        decimalScale={2}
                        label={t('assignments.rubricEditor.levelPoints', { level, n })}
                        {...form.getInputProps(`rubric.${i}.levels.${j}.points`)}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        size="lg"
                        aria-label={t('assignments.rubricEditor.removeLevel', { level, n })}
                        disabled={criterion.levels.length === 1}
                        onClick={() => form.removeListItem(`rubric.${i}.levels`, j)}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  );
                })}
                {typeof form.errors[`rubric.${i}.levels`] === 'string' && (
                  <Text size="xs" c="red">
                    {String(form.errors[`rubric.${i}.levels`])}
                  </Text>
                )}
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => form.insertListItem(`rubric.${i}.levels`, newLevel())}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('assignments.rubricEditor.addLevel', { n })}
                </Button>
              </Stack>
            </Card>
          );
        })}
        {typeof form.errors.rubric === 'string' && (
          <Text size="sm" c="red" role="alert">
            {form.errors.rubric}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="light"
            size="compact-sm"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('rubric', { title: '', levels: [newLevel()] })}
          >
            {t('assignments.rubricEditor.addCriterion')}
          </Button>
          {rubric.length > 0 && (
            <Text size="sm" c="dimmed">
              {t('assignments.rubricEditor.total', { n: total })}
            </Text>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
