import { Button, Grid, Group, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CoursePageError } from '../../../components/course-page-error';
import { PageHeader } from '../../../components/page-header';
import { questionCategoriesQueryOptions } from '../api/question-bank';
import { CategoryPanel } from './category-panel';
import { ImportDialog } from './import-dialog';
import { QuestionDialog } from './question-dialog';
import { QuestionList } from './question-list';

/**
 * `/course/{courseId}/question-bank`: a course's question bank for its teachers and admins
 * (docs/decisions/028): categories beside the questions, the editor, import and export.
 */
export function QuestionBank({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [importing, { open, close }] = useDisclosure(false);
  /** The question in the editor: its id, 'new', or none. */
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const { data, error, isPending } = useQuery({
    ...questionCategoriesQueryOptions(courseId ?? 0),
    enabled: courseId !== null,
  });
  const back = (
    <Button component={Link} to="/study" variant="default" leftSection={<IconArrowLeft size={16} />}>
      {t('questionBank.back')}
    </Button>
  );

  if (courseId === null || error) {
    const texts = {
      notFound: t('questionBank.notFound'),
      forbidden: t('questionBank.forbidden'),
      loadFailed: t('questionBank.loadFailed'),
    };
    return (
      <CoursePageError
        title={t('questionBank.title')}
        actions={back}
        error={courseId === null ? null : error}
        texts={texts}
      />
    );
  }
  if (isPending) return <Loader mx="auto" my="xl" />;

  return (
    <>
      <PageHeader
        title={t('questionBank.title')}
        description={t('questionBank.description')}
        actions={
          <Group gap="xs">
            {back}
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              disabled={data?.categories.length === 0}
              onClick={() => setEditing('new')}
            >
              {t('questionBank.questions.new')}
            </Button>
            <Button leftSection={<IconFileImport size={16} />} onClick={open}>
              {t('questionBank.import.open')}
            </Button>
          </Group>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <CategoryPanel courseId={courseId} selected={categoryId} onSelect={setCategoryId} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <QuestionList key={categoryId ?? 'all'} courseId={courseId} categoryId={categoryId} onEdit={setEditing} />
        </Grid.Col>
      </Grid>
      <QuestionDialog
        key={`${editing}`}
        courseId={courseId}
        categories={data.categories}
        categoryId={categoryId}
        id={editing === 'new' ? null : editing}
        opened={editing !== null}
        onClose={() => setEditing(null)}
      />
      <ImportDialog
        key={`${categoryId}-${importing}`}
        courseId={courseId}
        categories={data.categories}
        categoryId={categoryId}
        opened={importing}
        onClose={close}
      />
    </>
  );
}
