import { Alert, Button, Card, EmptyState, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { AccountPermissions, User } from '@netclass/shared';
import { IconRefresh, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { usersQueryOptions } from '../api/users';
import { useLiveUserPresence } from '../hooks/use-live-user-presence';
import { useUserSearch } from '../hooks/use-user-search';
import { EditUserModal } from './edit-user-modal';
import { UserTable } from './user-table';

/** Search, refresh and the user table with its loading, error and empty states. */
export function UserList({ permissions }: { permissions: AccountPermissions }) {
  const { t } = useTranslation();
  const { data: users, error, isPending, isFetching, refetch } = useQuery(usersQueryOptions);
  const { query, setQuery, filtered } = useUserSearch(users);
  const [editing, setEditing] = useState<User | null>(null);
  useLiveUserPresence();

  return (
    <Card withBorder radius="md" padding="md">
      <Stack>
        <Group justify="space-between" wrap="wrap">
          <TextInput
            placeholder={t('users.list.searchPlaceholder')}
            aria-label={t('users.list.search')}
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
          <Group gap="sm">
            {users && (
              <Text size="sm" c="dimmed">
                {t('users.list.count', { shown: filtered.length, total: users.length })}
              </Text>
            )}
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={() => void refetch()}
              loading={isFetching && !isPending}
            >
              {t('common.refresh')}
            </Button>
          </Group>
        </Group>
        {error && (
          <Alert color="red" variant="light">
            {errorMessage(error, t, t('users.list.loadFailed'))}
          </Alert>
        )}
        {isPending && !error && <Loader mx="auto" my="xl" />}
        {users && filtered.length === 0 && (
          <EmptyState icon={<IconUsersGroup />} title={t('users.list.empty')} py="xl" />
        )}
        {filtered.length > 0 && <UserTable users={filtered} permissions={permissions} onEdit={setEditing} />}
      </Stack>
      {editing && <EditUserModal user={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
