import { Button, Group, Loader, Pagination, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { QuizResultSort } from '@netclass/shared';
import { IconArrowLeft, IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoursePageError } from '../../../components/course-page-error';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/error-message';
import { useTableParams } from '../../../lib/use-table-params';
import {
  downloadQuizResults,
  quizRegradeQueryOptions,
  quizResultsQueryOptions,
  quizStatisticsQueryOptions,
} from '../api/quiz-results';
import { GradeDistribution } from './grade-distribution';
import { QuestionStatistics } from './question-statistics';
import { RegradePanel } from './regrade-panel';
import { ResultsTable } from './results-table';

/** A grade starts highest first; id and name A to Z. */
const firstOrder = (sort: QuizResultSort) => (sort === 'grade' ? 'desc' : 'asc');

/**
 * `/quiz/{quizId}/results`: a quiz's results for its teachers and admins (docs/decisions/030,
 * "Results"): the class's grades and attempts (server paging, search, sorting), the grade
 * distribution, per-question statistics, the regrade panel and the CSV export.
 */
export function QuizResultsView({ quizId }: { quizId: number | null }) {
  const { t } = useTranslation();
  const table = useTableParams<QuizResultSort>('name', firstOrder);
  const id = quizId ?? 0;
  const enabled = quizId !== null;
  const results = useQuery({ ...quizResultsQueryOptions(id, table.params), enabled });
  const stats = useQuery({ ...quizStatisticsQueryOptions(id), enabled });
  const regrade = useQuery({ ...quizRegradeQueryOptions(id), enabled });
  const error = results.error ?? stats.error ?? regrade.error;
  if (quizId === null || error) {
    const texts = {
      notFound: t('quizResults.notFound'),
      forbidden: t('quizResults.forbidden'),
      loadFailed: t('quizResults.loadFailed'),
    };
    return (
      <CoursePageError
        title={t('quizResults.title')}
        actions={null}
        error={quizId === null ? null : error}
        texts={texts}
      />
    );
  }
  if (!results.data || !stats.data || !regrade.data) return <Loader mx="auto" my="xl" />;
  const page = results.data;
  const pages = Math.ceil(page.total / page.limit);
  const from = (page.page - 1) * page.limit;
  const actions = (
    <Group gap="sm">
      <Button
        component={Link}
        to={`/admin-dashboard/courses/${page.quiz.course_id}/gradebook`}
        variant="default"
        leftSection={<IconArrowLeft size={16} />}
      >
        {t('quizResults.toGradebook')}
      </Button>
      <ExportButton quizId={quizId} />
    </Group>
  );
  return (
    <>
      <PageHeader
        title={t('quizResults.titleOf', { title: page.quiz.title })}
        description={t(`quizResults.method.${page.quiz.grading_method}`)}
        actions={actions}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <GradeDistribution stats={stats.data} />
          <RegradePanel quizId={quizId} list={regrade.data} />
        </SimpleGrid>
        <TextInput
          value={table.query}
          onChange={(event) => table.setQuery(event.currentTarget.value)}
          placeholder={t('quizResults.searchPlaceholder')}
          aria-label={t('quizResults.search')}
          leftSection={<IconSearch size={16} />}
          w={{ base: '100%', sm: 320 }}
        />
        {page.total === 0 ? (
          <Text c="dimmed">{t('quizResults.noStudents')}</Text>
        ) : (
          <ResultsTable results={page} sort={table.params} onSort={table.sortBy} />
        )}
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm" c="dimmed">
            {page.total > 0 &&
              t('quizResults.range', { from: from + 1, to: from + page.students.length, total: page.total })}
          </Text>
          {pages > 1 && (
            <nav aria-label={t('quizResults.pages')}>
              <Pagination total={pages} value={page.page} onChange={table.setPage} />
            </nav>
          )}
        </Group>
        <QuestionStatistics stats={stats.data} />
      </Stack>
    </>
  );
}

function ExportButton({ quizId }: { quizId: number }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const download = () => {
    setExporting(true);
    downloadQuizResults(quizId)
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('quizResults.exportFailed'),
          message: errorMessage(error, t, t('quizResults.exportFailed')),
        }),
      )
      .finally(() => setExporting(false));
  };
  return (
    <Button leftSection={<IconDownload size={16} />} onClick={download} loading={exporting}>
      {t('quizResults.exportCsv')}
    </Button>
  );
}
