import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Center,
  EmptyState,
  Group,
  Loader,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconSpeakerphone } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Fragment, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text';
import { formatDateTime } from '../../../lib/format-date';
import { announcementPagesQueryOptions } from '../api/announcements';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';
import { AttachmentLink } from './attachment-link';
import { PublisherName } from './publisher-name';

const textCell: CSSProperties = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' };

/**
 * The dashboard's announcements (docs/product/screens-and-roles.md#student-dashboard): content, attachment and
 * publisher; a row opened shows when it was posted. Newest first, live, older ones on demand.
 */
export function AnnouncementsPanel() {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(announcementPagesQueryOptions);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  useLiveAnnouncements();
  const items = pages.data?.pages.flatMap((page) => page.announcements) ?? [];

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="xs" mb="md">
        <IconSpeakerphone size={20} />
        <Title order={2} size="h4">
          {t('announcements.panel.title')}
        </Title>
        {items.length > 0 && <Badge variant="light">{pages.hasNextPage ? `${items.length}+` : items.length}</Badge>}
      </Group>
      {pages.isPending && <Loader size="sm" mx="auto" display="block" aria-label={t('announcements.list.loading')} />}
      {pages.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {t('announcements.list.loadFailed')}
        </Alert>
      )}
      {pages.isSuccess && items.length === 0 && (
        <EmptyState size="sm" icon={<IconSpeakerphone />} title={t('announcements.list.empty')} />
      )}
      {items.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" fz="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={36}>
                  <VisuallyHidden>{t('announcements.panel.details')}</VisuallyHidden>
                </Table.Th>
                <Table.Th>{t('announcements.fields.content')}</Table.Th>
                <Table.Th>{t('announcements.fields.attachment')}</Table.Th>
                <Table.Th>{t('announcements.fields.publisher')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((announcement) => {
                const open = expanded.has(announcement.id);
                return (
                  <Fragment key={announcement.id}>
                    <Table.Tr data-testid={`announcement-${announcement.id}`}>
                      <Table.Td>
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          onClick={() => toggle(announcement.id)}
                          aria-expanded={open}
                          aria-label={open ? t('announcements.panel.collapse') : t('announcements.panel.expand')}
                        >
                          {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                        </ActionIcon>
                      </Table.Td>
                      <Table.Td style={textCell}>
                        {announcement.course_name && (
                          <Badge
                            variant="light"
                            color="grape"
                            size="sm"
                            mr={6}
                            style={{ verticalAlign: 'text-bottom' }}
                          >
                            {announcement.course_name}
                          </Badge>
                        )}
                        <LinkifiedText text={announcement.content} />
                      </Table.Td>
                      <Table.Td miw={150} maw={240}>
                        <AttachmentLink attachment={announcement.attachment} />
                      </Table.Td>
                      <Table.Td>
                        <PublisherName publisher={announcement.publisher} />
                      </Table.Td>
                    </Table.Tr>
                    {open && (
                      <Table.Tr>
                        <Table.Td />
                        <Table.Td colSpan={3}>
                          <Text size="sm" c="dimmed">
                            {t('announcements.panel.postedAt', { date: formatDateTime(announcement.created_at) })}
                            {announcement.updated_at !== announcement.created_at &&
                              ` · ${t('announcements.panel.updatedAt', { date: formatDateTime(announcement.updated_at) })}`}
                          </Text>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages.hasNextPage && (
        <Center mt="sm">
          <Button
            variant="default"
            size="xs"
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('announcements.list.loadMore')}
          </Button>
        </Center>
      )}
    </Card>
  );
}
