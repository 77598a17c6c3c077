import { parseId } from '@netclass/shared';
import { useParams } from 'react-router';
import { QuizResultsView } from '../../features/quiz-results/components/quiz-results-view';

/** `/quiz/{quizId}/results`: a quiz's results, statistics and regrades (its course's teachers, admins). */
export function QuizResultsPage() {
  const { quizId } = useParams();
  return <QuizResultsView quizId={parseId(quizId)} />;
}
