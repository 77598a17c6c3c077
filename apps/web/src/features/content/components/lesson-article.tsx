import { Anchor, Breadcrumbs, Button, Group, Paper, Text } from '@mantine/core';
import type { LessonDetail } from '@netclass/shared';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { courseLessonsQueryOptions } from '../api/content';
import { MarkdownHtml } from '../../../components/markdown/markdown-html';

/** Where the lesson sits: Study > term > course. */
export function LessonBreadcrumbs({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs mb="xs" separatorMargin={6} style={{ flexWrap: 'wrap' }}>
      <Anchor component={Link} to="/study" size="sm">
        {t('nav.study')}
      </Anchor>
      <Anchor component={Link} to={`/category/${lesson.category.id}/courses`} size="sm">
        {lesson.category.name}
      </Anchor>
      <Text size="sm" c="dimmed">
        {lesson.course.name}
      </Text>
    </Breadcrumbs>
  );
}

/** Title and content, as the server rendered it from the lesson's Markdown. */
export function LessonArticle({ lesson }: { lesson: LessonDetail }) {
  return (
    <>
      <LessonBreadcrumbs lesson={lesson} />
      <PageHeader title={lesson.title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <MarkdownHtml html={lesson.content_html} data-testid="lesson-content" />
      </Paper>
    </>
  );
}

/** Previous and next lesson of the same course, by order number. */
export function LessonPager({ lesson }: { lesson: LessonDetail }) {
  const { t } = useTranslation();
  const { data } = useQuery(courseLessonsQueryOptions(lesson.course.id));
  if (!data) return null;
  const index = data.lessons.findIndex((item) => item.id === lesson.id);
  const previous = index > 0 ? data.lessons[index - 1] : undefined;
  const next = index >= 0 ? data.lessons[index + 1] : undefined;
  if (!previous && !next) return null;
  return (
    <Group justify="space-between" component="nav" aria-label={t('lesson.pager')} wrap="nowrap">
      {previous ? (
        <Button
          component={Link}
          to={`/lesson/${previous.id}`}
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          maw="48%"
        >
          <Text truncate="end" size="sm" span>
            {t('lesson.previous')}: {previous.title}
          </Text>
        </Button>
      ) : (
        <span />
      )}
      {next && (
        <Button
          component={Link}
          to={`/lesson/${next.id}`}
          variant="light"
          rightSection={<IconArrowRight size={16} />}
          maw="48%"
        >
          <Text truncate="end" size="sm" span>
            {t('lesson.next')}: {next.title}
          </Text>
        </Button>
      )}
    </Group>
  );
}
