import { Button, Group, MultiSelect, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../lib/use-table-params';
import { studentSearchQueryOptions, useAddStudents } from '../api/members';

/**
 * Existing student accounts picked by name or id (searched on the server as the teacher
 * types), then added in one request. Picked students stay listed while the search changes.
 */
export function AddStudents({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const found = useQuery(studentSearchQueryOptions(q));
  const add = useAddStudents(courseId);

  const options = new Map(picked);
  for (const user of found.data?.users ?? []) options.set(String(user.id), `${user.name} (${user.id})`);
  const choose = (values: string[]) => setPicked(new Map(values.map((value) => [value, options.get(value) ?? value])));

  const submit = () =>
    add.mutate([...picked.keys()].map(Number), {
      onSuccess: ({ added, already }) => {
        notifications.show({ color: 'teal', message: [t('members.add.added', { count: added.length }), already.length > 0 ? t('members.add.already', { count: already.length }) : ''].join(' ').trim() });
        setPicked(new Map());
        setSearch('');
      },
      onError: (error) => notifications.show({ color: 'red', title: t('members.add.failed'), message: errorMessage(error, t, t('members.add.failed')) }),
    });

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('members.add.title')}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t('members.add.label')}
          placeholder={t('members.add.placeholder')}
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={[...picked.keys()]}
          onChange={choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has filtered already: every option it sent matches.
          filter={({ options: all }) => all}
          nothingFoundMessage={q && !found.isFetching ? t('members.add.nothingFound') : undefined}
          clearable
          w={{ base: '100%', sm: 420 }}
        />
        <Button leftSection={<IconUserPlus size={16} />} onClick={submit} disabled={picked.size === 0} loading={add.isPending}>
          {t('members.add.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
