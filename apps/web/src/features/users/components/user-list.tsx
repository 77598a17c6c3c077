import { Alert, Button, Card, EmptyState, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import type { AccountPermissions, User, UserSort } from '@netclass/shared';
import { IconRefresh, IconSearch, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { usersQueryOptions } from '../api/users';
import { useLiveUserPresence } from '../hooks/use-live-user-presence';
import { useTableParams } from '../../../lib/use-table-params';
import { EditUserModal } from './edit-user-modal';
import { UserTable } from './user-table';

/**
 * Search, refresh and the user table a page at a time, with its loading, error and empty
 * states; the server searches, sorts and pages (docs/product/screens-and-roles.md#admin-user-list, decision 013).
 */
export function UserList({ permissions }: { permissions: AccountPermissions }) {
  const { t } = useTranslation();
  const { query, setQuery, params, setPage, sortBy } = useTableParams<UserSort>('id');
  const { data, error, isPending, isFetching, refetch } = useQuery(usersQueryOptions(params));
  const users = data?.users;
  const pages = data ? Math.ceil(data.total / data.limit) : 0;
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
            {data && (
              <Text size="sm" c="dimmed">
                {t('users.list.count', { shown: data.users.length, total: data.total })}
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
        {users && users.length === 0 && <EmptyState icon={<IconUsersGroup />} title={t('users.list.empty')} py="xl" />}
        {users && users.length > 0 && (
          <UserTable users={users} sort={params} onSort={sortBy} permissions={permissions} onEdit={setEditing} />
        )}
        {pages > 1 && <Pagination total={pages} value={params.page} onChange={setPage} mx="auto" />}
      </Stack>
      {editing && <EditUserModal user={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
