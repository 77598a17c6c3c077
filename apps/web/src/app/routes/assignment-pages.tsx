import { Alert, Loader } from '@mantine/core';
import { parseId } from '@netclass/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { FileActionContext } from '../../components/file-action';
import { MarkdownEditor } from '../../components/markdown/markdown-editor';
import { MarkdownHtml } from '../../components/markdown/markdown-html';
import { PageHeader } from '../../components/page-header';
import { assignmentQueryOptions } from '../../features/assignments/api/assignments';
import { AssignmentForm, type InstructionsEditorProps } from '../../features/assignments/components/assignment-form';
import { AssignmentView } from '../../features/assignments/components/assignment-view';
import { CaptureButton } from '../../features/captures/components/capture-button';
import { readRosterFile } from '../../features/membership/api/members';
import { errorMessage } from '../../lib/error-message';
import { useCourseLessons, useGradeCategories } from './course-choices';

/** Assignments' instructions are lesson Markdown: the lesson editor writes them (docs/decisions/018, 026). */
const instructionsEditor = (props: InstructionsEditorProps) => <MarkdownEditor {...props} />;
const renderHtml = (html: string) => <MarkdownHtml html={html} data-testid="assignment-instructions" />;
/** A capture among the files (hand-ins, attachments) opens in the packet viewer (docs/captures.md#viewing-a-capture). */
const fileAction = (file: { name: string; url: string }) => <CaptureButton file={file} />;

/** `/assignment/{id}`: the assignment for its students and its teachers. */
export function AssignmentPage() {
  const { assignmentId } = useParams();
  return (
    <FileActionContext value={fileAction}>
      <AssignmentView assignmentId={parseId(assignmentId)} renderHtml={renderHtml} readSheet={readRosterFile} />
    </FileActionContext>
  );
}

/** `/course/{courseId}/assignments/new`: a new assignment, a draft until published. */
export function NewAssignmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const lessons = useCourseLessons(courseId);
  const gradeCategories = useGradeCategories(courseId);
  if (courseId === null) return <Alert color="red">{t('assignments.loadFailed')}</Alert>;
  return (
    <>
      <PageHeader title={t('assignments.form.createTitle')} />
      <AssignmentForm
        courseId={courseId}
        lessons={lessons}
        gradeCategories={gradeCategories}
        instructionsEditor={instructionsEditor}
        onSaved={(saved) => void navigate(`/assignment/${saved.id}`)}
      />
    </>
  );
}

/** `/assignment/{id}/edit`. */
export function EditAssignmentPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().assignmentId);
  const { data, error, isPending } = useQuery({ ...assignmentQueryOptions(id ?? 0), enabled: id !== null });
  const lessons = useCourseLessons(data?.course_id ?? null);
  const gradeCategories = useGradeCategories(data?.course_id ?? null);
  if (id === null || error)
    return <Alert color="red">{errorMessage(error, t, t('assignments.problems.notFound'))}</Alert>;
  if (isPending) return <Loader mx="auto" my="xl" />;
  return (
    <>
      <PageHeader title={t('assignments.form.editTitle')} />
      <AssignmentForm
        courseId={data.course_id}
        assignment={data}
        lessons={lessons}
        gradeCategories={gradeCategories}
        instructionsEditor={instructionsEditor}
        onSaved={(saved) => void navigate(`/assignment/${saved.id}`)}
      />
    </>
  );
}
