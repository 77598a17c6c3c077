import { Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { AccountPermissions, User, UserSort } from '@netclass/shared';
import type { UserListParams } from '../api/users';
import { useTranslation } from 'react-i18next';
import { OnlineStatus } from '../../../components/online-status';
import { SortableTh } from '../../../components/sortable-th';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { RoleBadge, StatusBadge } from './user-labels';
import { UserRowActions } from './user-row-actions';

interface Props {
  users: User[];
  /** The server's current sort; a header click asks for another. */
  sort: Pick<UserListParams, 'sort' | 'order'>;
  onSort: (sort: UserSort) => void;
  permissions: AccountPermissions;
  onEdit: (user: User) => void;
}

/** The actions stay in view while a narrow screen scrolls the table sideways. */
const stickyEnd: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-1px 0 0 var(--mantine-color-default-border)',
};

/** id, name, email, role, status, online, created, last login, actions (docs/product/screens-and-roles.md#admin-user-list). */
export function UserTable({ users, sort, onSort, permissions, onEdit }: Props) {
  const { t } = useTranslation();
  const sortable = (column: UserSort, label: string) => (
    <SortableTh column={column} label={label} sort={sort} onSort={onSort} />
  );
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {sortable('id', t('users.fields.id'))}
            {sortable('name', t('users.fields.name'))}
            <Table.Th>{t('users.fields.email')}</Table.Th>
            {sortable('role', t('users.fields.role'))}
            {sortable('status', t('users.fields.status'))}
            {sortable('online', t('users.fields.online'))}
            {sortable('created_at', t('users.fields.createdAt'))}
            {sortable('last_login', t('users.fields.lastLogin'))}
            <Table.Th style={stickyEnd}>{t('users.fields.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td ff="monospace">{user.id}</Table.Td>
              <Table.Td fw={500}>{user.name}</Table.Td>
              <Table.Td>
                {user.email || (
                  <Text span c="dimmed" size="sm">
                    {t('users.noEmail')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <RoleBadge role={user.role} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={user.status} />
              </Table.Td>
              <Table.Td>
                <OnlineStatus online={user.isOnline === 1} size="sm" />
              </Table.Td>
              <Table.Td>{formatDate(user.created_at)}</Table.Td>
              <Table.Td>
                {user.last_login ? (
                  formatDateTime(user.last_login)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('users.neverLoggedIn')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={stickyEnd}>
                <UserRowActions user={user} permissions={permissions} onEdit={onEdit} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
