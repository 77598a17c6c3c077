import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Assignment } from '@netclass/shared';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirmDeletion } from '../../../components/confirm-deletion';
import { PageHeader } from '../../../components/page-header';
import { PublicationControls } from '../../../components/publication/publication-controls';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { assignmentQueryOptions, useDeleteAssignment } from '../api/assignments';
import { AssignmentFilesManager } from './assignment-files-manager';
import { DownloadHandIns } from './download-hand-ins';
import { FileLinks } from './file-links';
import { HandInForm } from './hand-in-form';
import { HandInVersions } from './hand-in-versions';
import { GradeImport, type ReadSheet } from './grade-import';
import { HandInsTable } from './hand-ins-table';
import { MyGrade } from './my-grade';
import { ReleaseGrades } from './release-grades';
import { RubricTable } from './rubric-table';
import { HandInStatusBadge } from './status-badge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} fz="lg" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * `/assignment/{id}`: the instructions (rendered by the server, shown by `renderHtml` from the
 * app layer), dates in Vietnam time, files and rubric; a student's status, hand-in form and
 * versions and released grade; for its teachers, publication, editing, attachments, the
 * students' hand-ins with their grades, the release and (before it) the grade import.
 */
export function AssignmentView({
  assignmentId,
  renderHtml,
  readSheet,
}: {
  assignmentId: number | null;
  renderHtml: (html: string) => ReactNode;
  readSheet: ReadSheet;
}) {
  const { t } = useTranslation();
  const {
    data: assignment,
    error,
    isPending,
  } = useQuery({ ...assignmentQueryOptions(assignmentId ?? 0), enabled: assignmentId !== null });
  if (assignmentId === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return <Alert color="red">{t('assignments.problems.notFound')}</Alert>;
  if (error) return <Alert color="red">{errorMessage(error, t, t('assignments.loadFailed'))}</Alert>;
  if (isPending) return <Loader mx="auto" my="xl" />;

  return (
    <Stack gap="md">
      <PageHeader
        title={assignment.title}
        actions={
          assignment.can_manage ? (
            <ManageActions assignment={assignment} />
          ) : (
            assignment.status && <HandInStatusBadge status={assignment.status} />
          )
        }
      />
      <Facts assignment={assignment} />
      {assignment.instructions_html && (
        <Section title={t('assignments.instructions')}>{renderHtml(assignment.instructions_html)}</Section>
      )}
      {(assignment.files.length > 0 || assignment.can_manage) && (
        <Section title={t('assignments.files')}>
          {assignment.can_manage ? (
            <AssignmentFilesManager assignmentId={assignment.id} files={assignment.files} />
          ) : (
            <FileLinks files={assignment.files} />
          )}
        </Section>
      )}
      {assignment.rubric && (
        <Section title={t('assignments.rubric')}>{<RubricTable rubric={assignment.rubric} />}</Section>
      )}
      {assignment.mine && (
        <>
          <Section title={t('assignments.handIn.title')}>
            <HandInForm assignment={assignment} mine={assignment.mine} />
          </Section>
          {assignment.grades_released_at && (
            <Section title={t('assignments.grading.mine')}>
              <MyGrade assignment={assignment} studentId={assignment.mine.student_id} />
            </Section>
          )}
          <Section title={t('assignments.versions.title')}>
            <HandInVersions versions={assignment.mine.versions} />
          </Section>
        </>
      )}
      {assignment.can_manage && (
        <Section title={t('assignments.handIns.title')}>
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <ReleaseGrades assignment={assignment} />
              <DownloadHandIns assignmentId={assignment.id} />
            </Group>
            <HandInsTable assignment={assignment} />
            {!assignment.grades_released_at && (
              <GradeImport assignmentId={assignment.id} courseId={assignment.course_id} readSheet={readSheet} />
            )}
          </Stack>
        </Section>
      )}
    </Stack>
  );
}

function Facts({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text fw={500}>{t('assignments.due', { date: formatDateTime(assignment.due_at) })}</Text>
      <Text size="sm">
        {assignment.accepts_until
          ? t('assignments.acceptsUntil', { date: formatDateTime(assignment.accepts_until) })
          : t('assignments.noLateLimit')}
      </Text>
      <Text size="sm">{t('assignments.points', { n: assignment.max_points })}</Text>
      <Text size="sm" c="dimmed">
        {`${t('assignments.types', { types: assignment.allowed_types.map((ext) => `.${ext}`).join(', ') })} · ` +
          `${t('assignments.maxSize', { n: assignment.max_file_mb })}`}
      </Text>
    </Stack>
  );
}

function ManageActions({ assignment }: { assignment: Assignment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAssignment();
  const askDelete = () =>
    confirmDeletion({
      title: t('assignments.manage.deleteTitle'),
      message: t('assignments.manage.deleteConfirm', { name: assignment.title }),
      onConfirm: () =>
        remove.mutate(assignment.id, {
          onSuccess: () => void navigate('/study'),
          onError: (error) =>
            notifications.show({ color: 'red', message: errorMessage(error, t, t('assignments.manage.deleteFailed')) }),
        }),
    });
  return (
    <Group gap="xs">
      <PublicationControls kind="assignment" item={assignment} name={assignment.title} />
      <Button
        component={Link}
        to={`/assignment/${assignment.id}/edit`}
        variant="light"
        size="compact-sm"
        leftSection={<IconEdit size={14} />}
      >
        {t('assignments.manage.edit')}
      </Button>
      <Button
        variant="light"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} />}
        onClick={askDelete}
        loading={remove.isPending}
      >
        {t('assignments.manage.delete')}
      </Button>
    </Group>
  );
}
