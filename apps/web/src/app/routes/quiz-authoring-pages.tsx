import { Alert, Button, Divider, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { parseId } from '@netclass/shared';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { confirmDeletion } from '../../components/confirm-deletion';
import { PageHeader } from '../../components/page-header';
import { PublicationControls } from '../../components/publication/publication-controls';
import { SolutionsReleaseButton } from '../../features/quiz-authoring/components/solutions-release-button';
import { membersQueryOptions } from '../../features/membership/api/members';
import {
  questionCategoriesQueryOptions,
  questionPageQueryOptions,
} from '../../features/question-bank/api/question-bank';
import { quizQueryOptions, useDeleteQuiz } from '../../features/quiz-authoring/api/quizzes';
import { QuizAllowances } from '../../features/quiz-authoring/components/quiz-allowances';
import { QuizSettingsForm } from '../../features/quiz-authoring/components/quiz-settings-form';
import { QuizSlotsEditor } from '../../features/quiz-authoring/components/quiz-slots-editor';
import { errorMessage } from '../../lib/error-message';
import { useCourseLessons, useGradeCategories } from './course-choices';

/** `/course/{courseId}/quizzes/new`: a new quiz, a draft; its questions are added on its edit page. */
export function NewQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const lessons = useCourseLessons(courseId);
  const gradeCategories = useGradeCategories(courseId);
  if (courseId === null) return <Alert color="red">{t('quizAuthoring.notFound')}</Alert>;
  return (
    <>
      <PageHeader title={t('quizAuthoring.createTitle')} />
      <QuizSettingsForm
        courseId={courseId}
        lessons={lessons}
        gradeCategories={gradeCategories}
        onSaved={(saved) => void navigate(`/quiz/${saved.id}/edit`)}
      />
    </>
  );
}

/** `/quiz/{id}/edit`: the settings, publication, questions and students' allowances of a quiz. */
export function EditQuizPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = parseId(useParams().quizId);
  const { data: quiz, error, isPending } = useQuery({ ...quizQueryOptions(id ?? 0), enabled: id !== null });
  const lessons = useCourseLessons(quiz?.course_id ?? null);
  const gradeCategories = useGradeCategories(quiz?.course_id ?? null);
  const remove = useDeleteQuiz();
  const queryClient = useQueryClient();
  const { data: bank } = useQuery({
    ...questionCategoriesQueryOptions(quiz?.course_id ?? 0),
    enabled: quiz?.can_manage === true,
  });
  if (id === null || error) return <Alert color="red">{errorMessage(error, t, t('quizAuthoring.notFound'))}</Alert>;
  if (isPending) return <Loader mx="auto" my="xl" />;
  if (!quiz.can_manage) return <Alert color="red">{t('quizAuthoring.forbidden')}</Alert>;

  const confirmDelete = () =>
    confirmDeletion({
      title: t('quizAuthoring.deleteTitle'),
      message: t('quizAuthoring.deleteConfirm', { title: quiz.title }),
      onConfirm: () =>
        remove.mutate(quiz.id, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('quizAuthoring.deleted', { title: quiz.title }) });
            void navigate('/study');
          },
          onError: (failure) =>
            notifications.show({ color: 'red', message: errorMessage(failure, t, t('quizAuthoring.deleteFailed')) }),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('quizAuthoring.editTitle', { title: quiz.title })}
        actions={
          <Group gap="xs">
            <PublicationControls kind="quiz" item={quiz} name={quiz.title} />
            <SolutionsReleaseButton quiz={quiz} />
            <Button
              component={Link}
              to={`/quiz/${quiz.id}/preview`}
              variant="light"
              leftSection={<IconEye size={16} />}
            >
              {t('quizAuthoring.previewAsStudent')}
            </Button>
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              {t('quizAuthoring.delete')}
            </Button>
          </Group>
        }
      />
      <Stack gap="xl">
        <QuizSettingsForm
          key={quiz.id}
          courseId={quiz.course_id}
          quiz={quiz}
          lessons={lessons}
          gradeCategories={gradeCategories}
          onSaved={() => undefined}
        />
        <Divider />
        <QuizSlotsEditor
          key={`slots-${quiz.id}`}
          quiz={quiz}
          categories={bank?.categories ?? []}
          questionPage={(page, q) =>
            queryClient.fetchQuery(questionPageQueryOptions(quiz.course_id, { page, categoryId: null, type: null, q }))
          }
        />
        <Divider />
        <QuizAllowances
          quizId={quiz.id}
          studentSearch={(q) =>
            queryClient.fetchQuery(
              membersQueryOptions(quiz.course_id, { page: 1, sort: 'name', order: 'asc', q, role: 'student' }),
            )
          }
        />
      </Stack>
    </>
  );
}
