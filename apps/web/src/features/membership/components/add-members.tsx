import { Button, Group, MultiSelect, Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { CourseMemberRole } from '@netclass/shared';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../lib/use-table-params';
import { accountSearchQueryOptions, useAddMembers } from '../api/members';

/**
 * Existing accounts of one kind (students, or teachers who then teach the course too) picked
 * by name or id (searched on the server as the teacher types), then added in one request.
 * Picked accounts stay listed while the search changes.
 */
export function AddMembers({ courseId, role }: { courseId: number; role: CourseMemberRole }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), TABLE_SEARCH_DEBOUNCE_MS);
  const [picked, setPicked] = useState<Map<string, string>>(new Map());
  const found = useQuery(accountSearchQueryOptions(q, role));
  const add = useAddMembers(courseId, role);
  const key = `members.add.${role}` as const;

  const options = new Map(picked);
  for (const user of found.data?.users ?? []) options.set(String(user.id), `${user.name} (${user.id})`);
  const choose = (values: string[]) => setPicked(new Map(values.map((value) => [value, options.get(value) ?? value])));

  const submit = () =>
    add.mutate([...picked.keys()].map(Number), {
      onSuccess: ({ added, already }) => {
        notifications.show({
          color: 'teal',
          message: [
            t(`${key}.added`, { count: added.length }),
            already.length > 0 ? t(`${key}.already`, { count: already.length }) : '',
          ]
            .join(' ')
            .trim(),
        });
        setPicked(new Map());
        setSearch('');
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t(`${key}.failed`),
          message: errorMessage(error, t, t(`${key}.failed`)),
        }),
    });

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t(`${key}.title`)}
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t(`${key}.label`)}
          // eslint-disable-next-line no-restricted-syntax -- which members this adds (a course role), not what the viewer may do
          description={role === 'teacher' ? t('members.add.teacher.help') : undefined}
          placeholder={t(`${key}.placeholder`)}
          data={[...options].map(([value, label]) => ({ value, label }))}
          value={[...picked.keys()]}
          onChange={choose}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          // The server has filtered already: every option it sent matches.
          filter={({ options: all }) => all}
          nothingFoundMessage={q && !found.isFetching ? t(`${key}.nothingFound`) : undefined}
          clearable
          w={{ base: '100%', sm: 420 }}
        />
        <Button
          leftSection={<IconUserPlus size={16} />}
          onClick={submit}
          disabled={picked.size === 0}
          loading={add.isPending}
        >
          {t(`${key}.submit`)}
        </Button>
      </Group>
    </Stack>
  );
}
