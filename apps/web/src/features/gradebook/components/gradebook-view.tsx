import { Button, Checkbox, Group, Loader, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { GradebookResponse, GradebookSort, GradebookStudent, GradedItem } from '@netclass/shared';
import { IconArrowLeft, IconDownload, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoursePageError } from '../../../components/course-page-error';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/error-message';
import { useTableParams } from '../../../lib/use-table-params';
import { downloadGradebook, gradebookQueryOptions, type GradebookFormat } from '../api/gradebook';
import { CategoriesEditor } from './categories-editor';
import { GradebookTable } from './gradebook-table';
import { OverrideDialog } from './override-dialog';

const BACK_TO = '/admin-dashboard/courses/create';
/** Totals and an item's points start highest first; id and name A to Z. */
const firstOrder = (sort: GradebookSort) => (sort === 'id' || sort === 'name' ? 'asc' : 'desc');

/**
 * `/admin-dashboard/courses/{courseId}/gradebook`: a course's gradebook for its teachers and
 * admins (docs/decisions/026, "Gradebook"): the categories editor, the table (sticky name
 * column, server paging, sorting by column headers, search, only students missing something),
 * a cell opening its override dialog, CSV and XLSX exports of the whole class.
 */
export function GradebookView({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation();
  const table = useTableParams<GradebookSort>('id', firstOrder);
  const [missingOnly, setMissingOnly] = useState(false);
  const params = { ...table.params, missingOnly };
  const { data, error, isPending } = useQuery({
    ...gradebookQueryOptions(courseId ?? 0, params),
    enabled: courseId !== null,
  });
  const back = (
    <Button component={Link} to={BACK_TO} variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('gradebook.back')}
    </Button>
  );
  if (courseId === null || error) {
    const texts = {
      notFound: t('gradebook.notFound'),
      forbidden: t('gradebook.forbidden'),
      loadFailed: t('gradebook.loadFailed'),
    };
    return (
      <CoursePageError
        title={t('gradebook.title')}
        actions={back}
        error={courseId === null ? null : error}
        texts={texts}
      />
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;

  const filters = (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <TextInput
        value={table.query}
        onChange={(event) => table.setQuery(event.currentTarget.value)}
        placeholder={t('gradebook.searchPlaceholder')}
        aria-label={t('gradebook.search')}
        leftSection={<IconSearch size={16} />}
        w={{ base: '100%', sm: 320 }}
      />
      <Checkbox
        label={t('gradebook.missingOnly')}
        checked={missingOnly}
        onChange={(event) => {
          setMissingOnly(event.currentTarget.checked);
          table.setPage(1);
        }}
      />
    </Group>
  );
  return (
    <>
      <PageHeader
        title={t('gradebook.titleOf', { name: data.course.name })}
        description={t('gradebook.description')}
        actions={
          <Group gap="sm">
            {back}
            <ExportButtons courseId={data.course.id} />
          </Group>
        }
      />
      <Stack gap="lg">
        <CategoriesEditor courseId={data.course.id} categories={data.categories} />
        {filters}
        <GradebookPage book={data} sort={table.params} onSort={table.sortBy} onPage={table.setPage} />
      </Stack>
    </>
  );
}

function GradebookPage({
  book,
  sort,
  onSort,
  onPage,
}: {
  book: GradebookResponse;
  sort: { sort: GradebookSort; order: 'asc' | 'desc' };
  onSort: (sort: GradebookSort) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<{ student: GradebookStudent; item: GradedItem } | null>(null);
  if (!book.items.length) return <Text c="dimmed">{t('gradebook.noItems')}</Text>;
  if (book.total === 0) return <Text c="dimmed">{t('gradebook.noStudents')}</Text>;
  const pages = Math.ceil(book.total / book.limit);
  const from = (book.page - 1) * book.limit;
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('gradebook.totalRule')}
      </Text>
      <GradebookTable book={book} sort={sort} onSort={onSort} onOpen={(student, item) => setOpen({ student, item })} />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('gradebook.range', { from: from + 1, to: from + book.students.length, total: book.total })}
        </Text>
        {pages > 1 && (
          <nav aria-label={t('gradebook.pages')}>
            <Pagination total={pages} value={book.page} onChange={onPage} />
          </nav>
        )}
      </Group>
      {open && (
        <OverrideDialog
          student={open.student}
          item={open.item}
          cell={open.student.cells[book.items.indexOf(open.item)]!}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

function ExportButtons({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState<GradebookFormat | null>(null);
  const download = (format: GradebookFormat) => {
    setExporting(format);
    downloadGradebook(courseId, format)
      .catch((error: unknown) =>
        notifications.show({
          color: 'red',
          title: t('gradebook.exportFailed'),
          message: errorMessage(error, t, t('gradebook.exportFailed')),
        }),
      )
      .finally(() => setExporting(null));
  };
  return (['csv', 'xlsx'] as const).map((format) => (
    <Button
      key={format}
      leftSection={<IconDownload size={16} />}
      onClick={() => download(format)}
      loading={exporting === format}
      disabled={exporting !== null && exporting !== format}
    >
      {t(format === 'csv' ? 'gradebook.exportCsv' : 'gradebook.exportXlsx')}
    </Button>
  ));
}
