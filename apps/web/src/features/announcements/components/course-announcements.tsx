import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkifiedText } from '../../../components/linkified-text';
import { formatDateTime } from '../../../lib/format-date';
import { courseAnnouncementPagesQueryOptions } from '../api/announcements';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';
import { AttachmentLink } from './attachment-link';
import { PublisherName } from './publisher-name';

/** A course page's announcements (docs/decisions/024): newest first, live, older ones on demand. */
export function CourseAnnouncements({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const pages = useInfiniteQuery(courseAnnouncementPagesQueryOptions(courseId));
  useLiveAnnouncements();
  const items = pages.data?.pages.flatMap((page) => page.announcements) ?? [];

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId} mt="md">
      <Group gap="xs">
        <IconSpeakerphone size={18} aria-hidden />
        <Title order={3} fz="md" id={headingId}>
          {t('announcements.course.title')}
        </Title>
      </Group>
      {pages.isPending && <Loader size="sm" aria-label={t('announcements.list.loading')} />}
      {pages.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('announcements.list.loadFailed')}
        </Alert>
      )}
      {pages.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('announcements.course.empty')}
        </Text>
      )}
      {items.map((announcement) => (
        <Paper key={announcement.id} withBorder radius="sm" p="sm" component="article">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <LinkifiedText text={announcement.content} />
          </Text>
          <Group gap="xs" mt={6}>
            {announcement.attachment && <AttachmentLink attachment={announcement.attachment} />}
            <Text size="xs" c="dimmed">
              <PublisherName publisher={announcement.publisher} /> · {formatDateTime(announcement.created_at)}
            </Text>
          </Group>
        </Paper>
      ))}
      {pages.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => void pages.fetchNextPage()}
          loading={pages.isFetchingNextPage}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('announcements.course.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
