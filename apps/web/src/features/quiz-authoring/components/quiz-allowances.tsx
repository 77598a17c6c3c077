import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { QUIZ_MAX_ATTEMPTS, QUIZ_MAX_SECONDS, quizAllowanceFormSchema } from '@netclass/shared/quiz-authoring';
import { IconDeviceFloppy, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { placeServerError } from '../../../lib/forms/server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { quizAllowancesQueryOptions, useRemoveAllowance, useSetAllowance } from '../api/quizzes';

/** The course's students whose id or name contains `q`: its members' query, given by the app layer. */
export type StudentSearchQuery = (q: string) => Promise<{ members: { user_id: number; name: string }[] }>;

/** Students of the course's class found by part of their id or name, for the allowance form. */
function useStudentOptions(quizId: number, studentSearch: StudentSearchQuery, search: string) {
  const [q] = useDebouncedValue(search.trim(), 300);
  const { data } = useQuery({ queryKey: ['quiz-authoring', 'students', quizId, q], queryFn: () => studentSearch(q) });
  return (data?.members ?? []).map((member) => ({
    value: String(member.user_id),
    label: `${member.name} (${member.user_id})`,
  }));
}

/**
 * Per-student extra time (minutes, added to the limit) and extra attempts: given from a student
 * search, listed a page at a time, taken back. Each field says what is wrong with it
 * (quizAllowanceFormSchema, the server's rules in minutes), the server's refusals too.
 */
export function QuizAllowances({ quizId, studentSearch }: { quizId: number; studentSearch: StudentSearchQuery }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const form = useSchemaForm(quizAllowanceFormSchema, {
    student_id: null as string | null,
    extra_minutes: 10 as number | string,
    extra_attempts: 0 as number | string,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const options = useStudentOptions(quizId, studentSearch, search);
  const { data, error } = useQuery(quizAllowancesQueryOptions(quizId, page));
  const setAllowance = useSetAllowance(quizId);
  const remove = useRemoveAllowance(quizId);

  const give = form.onSubmit((values) => {
    if (values.student_id === null) return;
    setProblem(null);
    setAllowance.mutate(
      {
        studentId: Number(values.student_id),
        extra_seconds: Number(values.extra_minutes) * 60,
        extra_attempts: Number(values.extra_attempts),
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('quizAuthoring.allowances.saved') });
          form.setFieldValue('student_id', null);
          setSearch('');
        },
        onError: (failure) =>
          setProblem(
            placeServerError(form, failure, t, {
              fallback: t('quizAuthoring.allowances.saveFailed'),
              fields: { extra_seconds: 'extra_minutes' },
            }),
          ),
      },
    );
  });
  const takeBack = (id: number) =>
    remove.mutate(id, {
      onError: (failure) =>
        notifications.show({
          color: 'red',
          message: errorMessage(failure, t, t('quizAuthoring.allowances.saveFailed')),
        }),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby="quiz-allowances-title">
      <Title order={2} fz="lg" id="quiz-allowances-title">
        {t('quizAuthoring.allowances.title')}
      </Title>
      <form onSubmit={give} noValidate>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Select
            label={t('quizAuthoring.allowances.student')}
            placeholder={t('quizAuthoring.allowances.search')}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            data={options}
            {...form.getInputProps('student_id')}
            nothingFoundMessage={t('quizAuthoring.allowances.noStudent')}
            w={{ base: '100%', sm: 280 }}
          />
          <NumberInput
            label={t('quizAuthoring.allowances.extraMinutes')}
            min={0}
            max={QUIZ_MAX_SECONDS / 60}
            allowDecimal={false}
            {...form.getInputProps('extra_minutes')}
            w={140}
          />
          <NumberInput
            label={t('quizAuthoring.allowances.extraAttempts')}
            min={0}
            max={QUIZ_MAX_ATTEMPTS}
            allowDecimal={false}
            {...form.getInputProps('extra_attempts')}
            w={140}
          />
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} />}
            disabled={form.values.student_id === null}
            loading={setAllowance.isPending}
          >
            {t('quizAuthoring.allowances.give')}
          </Button>
        </Group>
      </form>
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
      {error && <Alert color="red">{errorMessage(error, t, t('quizAuthoring.allowances.loadFailed'))}</Alert>}
      {data && data.allowances.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('quizAuthoring.allowances.empty')}
        </Text>
      )}
      {data && data.allowances.length > 0 && (
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quizAuthoring.allowances.student')}</Table.Th>
                <Table.Th>{t('quizAuthoring.allowances.extraMinutes')}</Table.Th>
                <Table.Th>{t('quizAuthoring.allowances.extraAttempts')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('quizAuthoring.allowances.remove')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.allowances.map((allowance) => (
                <Table.Tr key={allowance.student_id}>
                  <Table.Td>
                    {allowance.name} ({allowance.student_id})
                  </Table.Td>
                  <Table.Td>{Math.round(allowance.extra_seconds / 60)}</Table.Td>
                  <Table.Td>{allowance.extra_attempts}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('quizAuthoring.allowances.removeNamed', { name: allowance.name })}
                      onClick={() => takeBack(allowance.student_id)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && data.total > data.limit && (
        <Pagination total={Math.ceil(data.total / data.limit)} value={page} onChange={setPage} size="sm" />
      )}
    </Stack>
  );
}
