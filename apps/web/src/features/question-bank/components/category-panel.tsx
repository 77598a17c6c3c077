import { ActionIcon, Alert, Button, Group, Loader, Modal, NavLink, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { questionCategoryBodySchema, type QuestionCategory } from '@netclass/shared';
import { IconDownload, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { errorMessage } from '../../../lib/error-message';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import {
  exportCategory,
  questionCategoriesQueryOptions,
  useCreateCategory,
  useDeleteCategory,
  useRenameCategory,
} from '../api/question-bank';

/** A category's name, typed for a new one or a rename, checked by questionCategoryBodySchema; any refusal shows on the field. */
function NameForm({
  initial,
  label,
  submit,
  onDone,
}: {
  initial: string;
  label: string;
  submit: (name: string) => Promise<unknown>;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm(questionCategoryBodySchema, { name: initial });
  const [busy, setBusy] = useState(false);
  const onSubmit = form.onSubmit(async ({ name }) => {
    setBusy(true);
    try {
      await submit(name);
      form.reset();
      onDone?.();
    } catch (caught) {
      const general = placeServerError(form, caught, t, { fallback: t('questionBank.saveFailed') });
      if (general) form.setFieldError('name', general);
    } finally {
      setBusy(false);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput label={label} {...form.getInputProps('name')} style={{ flex: 1 }} size="sm" />
        <Button
          type="submit"
          loading={busy}
          mt={25}
          size="sm"
          leftSection={initial ? undefined : <IconPlus size={14} />}
        >
          {initial ? t('common.save') : t('questionBank.categories.add')}
        </Button>
      </Group>
    </form>
  );
}

/** The bank's categories: choose one (or all), add, rename, delete an empty one, export one as GIFT. */
export function CategoryPanel({
  courseId,
  selected,
  onSelect,
}: {
  courseId: number;
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  const { data, error, isPending } = useQuery(questionCategoriesQueryOptions(courseId));
  const create = useCreateCategory(courseId);
  const rename = useRenameCategory(courseId);
  const remove = useDeleteCategory(courseId);
  const [renaming, setRenaming] = useState<QuestionCategory | null>(null);
  const [opened, { open, close }] = useDisclosure(false);
  const failed = (caught: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(caught, t, t('questionBank.saveFailed')) });

  if (isPending) return <Loader size="sm" />;
  if (error) return <Alert color="red">{errorMessage(error, t, t('questionBank.loadFailed'))}</Alert>;
  const current = data.categories.find((category) => category.id === selected) ?? null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="question-categories">
      <Title order={2} fz="lg" id="question-categories">
        {t('questionBank.categories.title')}
      </Title>
      <nav aria-label={t('questionBank.categories.title')}>
        <NavLink
          component="button"
          label={t('questionBank.categories.all')}
          active={selected === null}
          aria-current={selected === null ? 'true' : undefined}
          onClick={() => onSelect(null)}
        />
        {data.categories.map((category) => (
          <NavLink
            key={category.id}
            component="button"
            label={category.name}
            rightSection={
              <Text size="xs" c="inherit">
                {t('questionBank.categories.count', { count: category.question_count })}
              </Text>
            }
            active={category.id === selected}
            aria-current={category.id === selected ? 'true' : undefined}
            onClick={() => onSelect(category.id)}
          />
        ))}
      </nav>
      {current && (
        <Group gap="xs">
          <ActionIcon
            variant="default"
            aria-label={t('questionBank.categories.rename', { name: current.name })}
            onClick={() => {
              setRenaming(current);
              open();
            }}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconDownload size={14} />}
            onClick={() => exportCategory(current.id, current.name).catch(failed)}
          >
            {t('questionBank.export')}
          </Button>
          {current.question_count === 0 && (
            <ActionIcon
              variant="default"
              color="red"
              aria-label={t('questionBank.categories.delete', { name: current.name })}
              onClick={() =>
                confirmDeletion({
                  title: t('questionBank.categories.deleteTitle'),
                  message: t('questionBank.categories.deleteMessage', { name: current.name }),
                  onConfirm: () => remove.mutate(current.id, { onSuccess: () => onSelect(null), onError: failed }),
                })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
      )}
      <NameForm
        initial=""
        label={t('questionBank.categories.newName')}
        submit={async (name) => onSelect((await create.mutateAsync(name)).category.id)}
      />
      <Modal opened={opened} onClose={close} title={t('questionBank.categories.renameTitle')}>
        {renaming && (
          <NameForm
            initial={renaming.name}
            label={t('questionBank.categories.name')}
            submit={(name) => rename.mutateAsync({ id: renaming.id, name })}
            onDone={close}
          />
        )}
      </Modal>
    </Stack>
  );
}
