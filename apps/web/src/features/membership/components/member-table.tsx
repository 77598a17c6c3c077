import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CourseMember, MemberListQuery } from '@netclass/shared';
import { IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { SortableTh } from '../../../components/sortable-th';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { useRemoveMember, type MemberParams } from '../api/members';

type Sort = MemberListQuery['sort'];

/** One page of members: id, name, role (the leading teacher marked), status, date added, remove. */
export function MemberTable({
  courseId,
  members,
  params,
  onSort,
}: {
  courseId: number;
  members: CourseMember[];
  params: MemberParams;
  onSort: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveMember(courseId);
  const confirmRemove = (member: CourseMember) => {
    const who = { name: member.name, id: member.user_id };
    confirmDeletion({
      title: t('members.removeTitle'),
      message: t('members.removeConfirm', who),
      onConfirm: () =>
        remove.mutate(member.user_id, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('members.removed', who) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('members.removeFailed'),
              message: errorMessage(error, t, t('members.removeFailed')),
            }),
        }),
    });
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table highlightOnHover verticalSpacing="sm" fz="sm" aria-label={t('members.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="id" label={t('members.columns.id')} sort={params} onSort={onSort} />
            <SortableTh column="name" label={t('members.columns.name')} sort={params} onSort={onSort} />
            <Table.Th>{t('members.columns.role')}</Table.Th>
            <Table.Th>{t('members.columns.status')}</Table.Th>
            <SortableTh column="added_at" label={t('members.columns.addedAt')} sort={params} onSort={onSort} />
            <Table.Th>{t('members.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.user_id}>
              <Table.Td>{member.user_id}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {member.name}
                </Text>
              </Table.Td>
              <Table.Td>
                {t(`members.roles.${member.role}`)}
                {member.leading && (
                  <Badge ml="xs" size="sm" variant="light" color="grape">
                    {t('members.leading')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={member.status === 'active' ? 'teal' : 'gray'}>
                  {t(member.status === 'active' ? 'members.active' : 'members.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>{formatDate(member.added_at)}</Table.Td>
              <Table.Td>
                {!member.leading && (
                  <Tooltip label={t('members.remove')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('members.removeNamed', { name: member.name })}
                      onClick={() => confirmRemove(member)}
                    >
                      <IconUserMinus size={18} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
