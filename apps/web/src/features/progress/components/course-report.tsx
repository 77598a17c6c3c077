import { Button, Card, Group, Loader, Pagination, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { TIMINGS, type CourseReportResponse, type ReportSortKey } from '@netclass/shared';
import { IconArrowLeft, IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoursePageError } from '../../../components/course-page-error';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { useReloadAfterGap } from '../../../lib/use-socket-connect';
import { useSocketEvent } from '../../../lib/use-socket-event';
import { useSocketRoom } from '../../../lib/use-socket-room';
import { useTableParams } from '../../../lib/use-table-params';
import { downloadCourseReport, type ReportFormat } from '../api/report-download';
import { courseReportQueryOptions, progressKeys } from '../api/progress';
import { ReportTable } from './report-table';

const BACK_TO = '/admin-dashboard/courses/create';

/** Progress and last activity start highest first; id and name A to Z. */
const firstOrder = (sort: ReportSortKey) => (sort === 'progress' ? 'desc' : 'asc');

/**
 * `/admin-dashboard/courses/{courseId}/progress`: every student's progress in a course for
 * its teacher and admins: summary, a table with a column per lesson, paged, sorted and
 * searched by the server, CSV and XLSX exports of the whole class. Live: the page sits in the
 * course's report room and fetches the page on screen again (debounced) on `courseProgressChanged`.
 */
export function CourseReport({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation();
  const table = useTableParams<ReportSortKey>('id', firstOrder);
  const { data, error, isPending } = useQuery({
    ...courseReportQueryOptions(courseId ?? 0, table.params),
    enabled: courseId !== null,
  });
  const back = (
    <Button component={Link} to={BACK_TO} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('progress.report.back')}
    </Button>
  );

  if (courseId === null || error) {
    // No id in the address reads as an unknown course.
    const texts = {
      notFound: t('progress.report.notFound'),
      forbidden: t('progress.report.forbidden'),
      loadFailed: t('progress.report.loadFailed'),
    };
    return (
      <CoursePageError
        title={t('progress.report.title')}
        actions={back}
        error={courseId === null ? null : error}
        texts={texts}
      />
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;
  return <LiveReport report={data} back={back} table={table} />;
}

function LiveReport({
  report,
  back,
  table,
}: {
  report: CourseReportResponse;
  back: ReactNode;
  table: ReturnType<typeof useTableParams<ReportSortKey>>;
}) {
  const { t } = useTranslation();
  const courseId = report.course.id;
  useLiveReport(courseId);
  const [exporting, setExporting] = useState<ReportFormat | null>(null);
  const pages = Math.ceil(report.total / report.limit);
  const from = (report.page - 1) * report.limit;

  const download = (format: ReportFormat) => {
    setExporting(format);
    downloadCourseReport(courseId, format)
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('progress.report.exportFailed'),
          message: errorMessage(error, t, t('progress.report.exportFailed')),
        }),
      )
      .finally(() => setExporting(null));
  };
  const exportButton = (format: ReportFormat, label: string) => (
    <Button
      leftSection={<IconDownload size={16} />}
      onClick={() => download(format)}
      loading={exporting === format}
      disabled={exporting !== null && exporting !== format}
    >
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={t('progress.report.titleOf', { name: report.course.name })}
        description={t('progress.report.description')}
        actions={
          <Group gap="sm">
            {back}
            {exportButton('csv', t('progress.report.exportCsv'))}
            {exportButton('xlsx', t('progress.report.exportXlsx'))}
          </Group>
        }
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Summary label={t('progress.report.summary.students')} value={report.summary.student_count} />
          <Summary label={t('progress.report.summary.average')} value={`${report.summary.average_percentage}%`} />
          <Summary label={t('progress.report.summary.completed')} value={report.summary.completed_count} />
          <Summary label={t('progress.report.summary.notStarted')} value={report.summary.not_started_count} />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <TextInput
            value={table.query}
            onChange={(event) => table.setQuery(event.currentTarget.value)}
            placeholder={t('progress.report.filterPlaceholder')}
            aria-label={t('progress.report.filter')}
            leftSection={<IconSearch size={16} />}
            w={{ base: '100%', sm: 320 }}
          />
          <Text size="xs" c="dimmed">
            {t('progress.report.generatedAt', { time: formatDateTime(report.generated_at) })}
          </Text>
        </Group>
        {report.summary.student_count === 0 ? (
          <Text c="dimmed">{t('progress.report.noStudents')}</Text>
        ) : report.total === 0 ? (
          <Text c="dimmed">{t('progress.report.noMatch')}</Text>
        ) : (
          <>
            <ReportTable report={report} sort={table.params} onSort={table.sortBy} />
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text size="sm" c="dimmed">
                {t('progress.report.range', { from: from + 1, to: from + report.students.length, total: report.total })}
              </Text>
              {pages > 1 && (
                <nav aria-label={t('progress.report.pages')}>
                  <Pagination total={pages} value={table.params.page} onChange={table.setPage} />
                </nav>
              )}
            </Group>
          </>
        )}
      </Stack>
    </>
  );
}

function Summary({ label, value }: { label: string; value: number | string }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
    </Card>
  );
}

/** Joins the report room; a burst of `courseProgressChanged` (a whole class) gives one refetch 500 ms after the last. */
function useLiveReport(courseId: number): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useSocketRoom({ reportCourseId: courseId });
  const refetch = () => void queryClient.invalidateQueries({ queryKey: progressKeys.report(courseId) });
  useSocketEvent('courseProgressChanged', (event) => {
    if (event.courseId !== courseId) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(refetch, TIMINGS.debounceMs);
  });
  useReloadAfterGap(progressKeys.report(courseId));
  useEffect(() => () => clearTimeout(timer.current), []);
}
