import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Center,
  EmptyState,
  Group,
  Loader,
  Stack,
  Table,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClassAnnouncement } from '@netclass/shared';
import { IconPencil, IconSpeakerphone, IconTrash } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { announcementPagesQueryOptions, useDeleteAnnouncement } from '../api/announcements';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';
import { AnnouncementForm } from './announcement-form';
import { AttachmentLink } from './attachment-link';
import { PublisherName } from './publisher-name';
import { confirmDeletion } from '../../../components/confirm-deletion';

const textCell: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: 240 };
/** The actions stay in view while a narrow screen scrolls the table sideways. */
const stickyEnd: CSSProperties = {
  position: 'sticky',
  right: 0,
  background: 'var(--mantine-color-body)',
  boxShadow: '-1px 0 0 var(--mantine-color-default-border)',
};

/**
 * The admin list (docs/product/screens-and-roles.md#announcements): id, content, attachment, publisher, date, actions.
 * Edit opens an inline form under the row, one announcement at a time; delete asks first.
 * Loading, error, empty and list states; older pages on demand; live on every open screen.
 */
export function AnnouncementAdminList() {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(announcementPagesQueryOptions);
  const remove = useDeleteAnnouncement();
  const [editingId, setEditingId] = useState<number | null>(null);
  useLiveAnnouncements();
  const items = pages.data?.pages.flatMap((page) => page.announcements) ?? [];

  const confirmDelete = (announcement: ClassAnnouncement) =>
    confirmDeletion({
      title: t('announcements.delete.title'),
      message: t('announcements.delete.confirm', { id: announcement.id }),
      onConfirm: () =>
        remove.mutate(announcement.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('announcements.delete.done') });
            setEditingId((current) => (current === announcement.id ? null : current));
          },
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('announcements.delete.failed'),
              message: errorMessage(error, t, t('announcements.delete.failed')),
            }),
        }),
    });

  if (pages.isPending) return <Loader mx="auto" my="xl" aria-label={t('announcements.list.loading')} />;
  if (pages.isError && !pages.data) {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('announcements.list.loadFailed')}
      </Alert>
    );
  }
  if (items.length === 0) return <EmptyState icon={<IconSpeakerphone />} title={t('announcements.list.empty')} />;

  return (
    <Stack gap="md">
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" horizontalSpacing="sm" fz="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('announcements.fields.id')}</Table.Th>
                <Table.Th>{t('announcements.fields.content')}</Table.Th>
                <Table.Th>{t('announcements.fields.attachment')}</Table.Th>
                <Table.Th>{t('announcements.fields.publisher')}</Table.Th>
                <Table.Th>{t('announcements.fields.date')}</Table.Th>
                <Table.Th style={stickyEnd}>{t('announcements.fields.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((announcement) => {
                const editing = editingId === announcement.id;
                return (
                  <Fragment key={announcement.id}>
                    <Table.Tr
                      data-testid={`announcement-row-${announcement.id}`}
                      bg={editing ? 'var(--mantine-color-blue-light)' : undefined}
                    >
                      <Table.Td ff="monospace">{announcement.id}</Table.Td>
                      <Table.Td style={textCell}>
                        <LinkifiedText text={announcement.content} />
                      </Table.Td>
                      <Table.Td miw={150} maw={260}>
                        <AttachmentLink attachment={announcement.attachment} />
                      </Table.Td>
                      <Table.Td>
                        <PublisherName publisher={announcement.publisher} />
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(announcement.created_at)}</Table.Td>
                      <Table.Td style={stickyEnd}>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label={t('announcements.actions.edit')}>
                            <ActionIcon
                              variant={editing ? 'filled' : 'subtle'}
                              onClick={() => setEditingId(editing ? null : announcement.id)}
                              disabled={!announcement.can_manage}
                              aria-label={t('announcements.actions.editOne', { id: announcement.id })}
                              aria-expanded={editing}
                            >
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label={t('announcements.actions.delete')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              onClick={() => confirmDelete(announcement)}
                              disabled={!announcement.can_manage}
                              loading={remove.isPending && remove.variables === announcement.id}
                              aria-label={t('announcements.actions.deleteOne', { id: announcement.id })}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                    {editing && (
                      <Table.Tr>
                        <Table.Td colSpan={6} p="md">
                          <AnnouncementForm
                            key={announcement.id}
                            announcement={announcement}
                            onDone={() => setEditingId(null)}
                            onCancel={() => setEditingId(null)}
                          />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      {pages.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('announcements.list.loadFailed')}
        </Alert>
      )}
      {pages.hasNextPage && (
        <Center>
          <Button variant="default" onClick={() => void pages.fetchNextPage()} loading={pages.isFetchingNextPage}>
            {t('announcements.list.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
