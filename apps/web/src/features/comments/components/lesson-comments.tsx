import { Alert, Anchor, Badge, Button, Card, Center, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { commentErrorMessage } from '../api/comment-errors';
import { commentsQueryOptions, loadedComments } from '../api/comments';
import { buildCommentTree, countVisible } from '../comment-tree';
import { useLiveComments } from '../hooks/use-live-comments';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';

/**
 * The lesson page's comment section (docs/product/screens-and-roles.md#screens,
 * docs/product/screens-and-roles.md#roles): reply trees, a form for signed-in users,
 * a login prompt for everyone else. Live through the course room the page has joined. Threads
 * come newest first, a page at a time; older ones load below on request.
 */
export function LessonComments({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Card component="section" withBorder radius="md" padding="lg" aria-labelledby="lesson-comments">
      <Group gap="xs" mb="md">
        <IconMessageCircle size={20} aria-hidden />
        <Title order={2} id="lesson-comments" fz="lg">
          {t('comments.title')}
        </Title>
        {session && <CommentCount lessonId={lessonId} />}
      </Group>
      {session ? <SignedInComments lessonId={lessonId} /> : <LoginPrompt />}
    </Card>
  );
}

/** The comments loaded so far; '+' while older threads remain. */
function CommentCount({ lessonId }: { lessonId: number }) {
  const { data, hasNextPage } = useInfiniteQuery(commentsQueryOptions(lessonId));
  if (!data) return null;
  return (
    <Badge variant="light" color="gray">
      {countVisible(loadedComments(data))}
      {hasNextPage && '+'}
    </Badge>
  );
}

function LoginPrompt() {
  return (
    <Text c="dimmed" role="note">
      <Trans i18nKey="comments.loginPrompt" components={{ login: <Anchor component={Link} to="/login" /> }} />
    </Text>
  );
}

function SignedInComments({ lessonId }: { lessonId: number }) {
  const { t } = useTranslation();
  const pages = useInfiniteQuery(commentsQueryOptions(lessonId));
  const { data, error, isPending } = pages;
  useLiveComments(lessonId);
  const trees = useMemo(() => buildCommentTree(loadedComments(data)), [data]);

  return (
    <Stack gap="md">
      <CommentForm lessonId={lessonId} />
      <Divider />
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {commentErrorMessage(error, t, t('comments.loadFailed'))}
        </Alert>
      ) : isPending ? (
        <Loader size="sm" mx="auto" my="md" />
      ) : trees.length === 0 ? (
        <Text c="dimmed">{t('comments.empty')}</Text>
      ) : (
        <Stack gap="lg" role="list" aria-label={t('comments.title')}>
          {trees.map((node) => (
            <div role="listitem" key={node.comment.id}>
              <CommentThread node={node} lessonId={lessonId} canReply />
            </div>
          ))}
        </Stack>
      )}
      {pages.hasNextPage && (
        <Center>
          <Button
            variant="default"
            size="xs"
            onClick={() => void pages.fetchNextPage()}
            loading={pages.isFetchingNextPage}
          >
            {t('comments.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
