import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { QUESTION_TYPES, type QuestionType } from '@netclass/shared';
import { IconCopy, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { questionPageQueryOptions, useDeleteQuestion, useDuplicateQuestion } from '../api/question-bank';

/** One page of the bank's questions (of the chosen category), searched and filtered by type; each opens the editor, with copy and delete. */
export function QuestionList({
  courseId,
  categoryId,
  onEdit,
}: {
  courseId: number;
  categoryId: number | null;
  onEdit: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [type, setType] = useState<QuestionType | null>(null);
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery(questionPageQueryOptions(courseId, { page, categoryId, type, q }));
  const duplicate = useDuplicateQuestion(courseId);
  const remove = useDeleteQuestion(courseId);
  const failed = (caught: unknown) =>
    notifications.show({ color: 'red', message: errorMessage(caught, t, t('questionBank.saveFailed')) });
  const filtered =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="sm" component="section" aria-label={t('questionBank.questions.title')}>
      <Group gap="sm" wrap="wrap">
        <TextInput
          label={t('questionBank.questions.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => filtered(setSearch)(event.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={t('questionBank.questions.type')}
          placeholder={t('questionBank.questions.allTypes')}
          data={QUESTION_TYPES.map((value) => ({ value, label: t(`questionBank.types.${value}`) }))}
          value={type}
          onChange={(value) => filtered(setType)(value as QuestionType | null)}
          clearable
          style={{ flex: '0 1 220px' }}
        />
      </Group>
      {isPending ? (
        <Loader size="sm" />
      ) : error ? (
        <Alert color="red">{errorMessage(error, t, t('questionBank.loadFailed'))}</Alert>
      ) : data.questions.length === 0 ? (
        <Text c="dimmed">{t('questionBank.questions.empty')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="xs" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('questionBank.questions.question')}</Table.Th>
                  <Table.Th>{t('questionBank.questions.type')}</Table.Th>
                  <Table.Th>{t('questionBank.questions.points')}</Table.Th>
                  <Table.Th>{t('questionBank.questions.updated')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('questionBank.questions.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.questions.map((question) => {
                  const name = question.title ?? question.text_start;
                  return (
                    <Table.Tr key={question.id}>
                      <Table.Td>
                        <Anchor
                          component="button"
                          type="button"
                          fw={question.title ? 500 : undefined}
                          size="sm"
                          lineClamp={2}
                          ta="left"
                          onClick={() => onEdit(question.id)}
                        >
                          {name}
                        </Anchor>
                        {question.title && (
                          <Text size="xs" c="dimmed" lineClamp={1}>
                            {question.text_start}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{t(`questionBank.types.${question.type}`)}</Badge>
                      </Table.Td>
                      <Table.Td>{question.default_points}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(question.updated_at)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('questionBank.questions.duplicate', { name })}
                            onClick={() => duplicate.mutate(question.id, { onError: failed })}
                          >
                            <IconCopy size={16} />
                          </ActionIcon>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('questionBank.questions.delete', { name })}
                            onClick={() =>
                              confirmDeletion({
                                title: t('questionBank.questions.deleteTitle'),
                                message: t('questionBank.questions.deleteMessage', { name }),
                                onConfirm: () => remove.mutate(question.id, { onError: failed }),
                              })
                            }
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed">
            {t('questionBank.questions.total', { count: data.total })}
          </Text>
          {data.total > data.limit && (
            <Pagination total={Math.ceil(data.total / data.limit)} value={data.page} onChange={setPage} mx="auto" />
          )}
        </>
      )}
    </Stack>
  );
}
