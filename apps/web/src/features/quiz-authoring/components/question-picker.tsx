import { Alert, Badge, Button, Group, Loader, Modal, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { QuestionListResponse, QuestionSummary } from '@netclass/shared';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';

/** One page of the course's bank, searched (the question bank's query, given by the app layer). */
export type QuestionPageQuery = (page: number, q: string) => Promise<QuestionListResponse>;

interface Props {
  /** The course whose bank `questionPage` reads (its cache key). */
  courseId: number;
  questionPage: QuestionPageQuery;
  opened: boolean;
  /** Questions already fixed in the quiz: shown as added. */
  chosen: ReadonlySet<number>;
  onPick: (question: QuestionSummary) => void;
  onClose: () => void;
}

/** The course's bank, searched by part of a title or text, a page at a time: each question added as a fixed slot. */
export function QuestionPicker({ courseId, questionPage, opened, chosen, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const { data, error, isPending } = useQuery({
    queryKey: ['quiz-authoring', 'bank-page', courseId, page, q],
    queryFn: () => questionPage(page, q),
    enabled: opened,
  });
  return (
    <Modal opened={opened} onClose={onClose} title={t('quizAuthoring.picker.title')} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('quizAuthoring.picker.search')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          data-autofocus
        />
        {error && <Alert color="red">{errorMessage(error, t, t('quizAuthoring.picker.loadFailed'))}</Alert>}
        {isPending && <Loader size="sm" mx="auto" />}
        {data && data.questions.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('quizAuthoring.picker.empty')}
          </Text>
        )}
        {data && data.questions.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {data.questions.map((question) => {
              const name = question.title ?? question.text_start;
              const added = chosen.has(question.id);
              return (
                <Group key={question.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {name}
                    </Text>
                    <Badge variant="light" size="xs">
                      {t(`questionBank.types.${question.type}`)}
                    </Badge>
                  </Stack>
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPlus size={14} />}
                    disabled={added}
                    onClick={() => onPick(question)}
                    aria-label={t('quizAuthoring.picker.addNamed', { name })}
                  >
                    {added ? t('quizAuthoring.picker.added') : t('quizAuthoring.picker.add')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
        {data && data.total > data.limit && (
          <Pagination total={Math.ceil(data.total / data.limit)} value={page} onChange={setPage} size="sm" />
        )}
      </Stack>
    </Modal>
  );
}
